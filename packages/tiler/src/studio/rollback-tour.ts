import { withStorage } from '../commands/storage-session.js';
import type { StorageLocation } from '../import/import-tour.js';
import { versionOrThrow, type Actor } from './publish-draft.js';

/**
 * Makes version `number` live again as a new version (`rollbackOf: number`) with its record,
 * build, manifest and files; only the record's `updatedAt` is now, so listings show the change.
 * Its build is still there: no build a version points at is ever removed.
 */
export async function rollbackTour(
  options: StorageLocation & { code: string; number: number; by: Actor },
): Promise<{ version: number }> {
  return withStorage(options, async (storage) => {
    const target = await versionOrThrow(storage, options.code, options.number);
    const version = await storage.publishVersion({
      code: target.code,
      record: { ...target.record, updatedAt: new Date().toISOString() },
      buildId: target.buildId,
      manifest: target.manifest,
      files: target.files,
      rollbackOf: target.number,
      publishedBy: options.by,
      jobId: null,
    });
    return { version: version.number };
  });
}
