import { withStorage } from '../commands/storage-session.js';
import type { StorageLocation } from '../import/import-tour.js';
import { TourError } from '../errors.js';
import type { Actor } from './publish-draft.js';

/**
 * Makes version `number` live again as a new version (`rollbackOf: number`) with its record,
 * build, manifest and files. Its build is still there: no build a version points at is ever
 * removed.
 */
export async function rollbackTour(
  options: StorageLocation & { code: string; number: number; by: Actor },
): Promise<{ version: number }> {
  return withStorage(options, async (storage) => {
    const version = await storage.rollbackToVersion(options.code, options.number, options.by);
    if (!version)
      throw new TourError(
        'version_not_found',
        `The tour "${options.code}" has no version ${options.number}.`,
      );
    return { version: version.number };
  });
}
