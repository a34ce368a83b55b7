import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSourceStore } from '@tourview/storage';
import { withStorage } from '../commands/storage-session.js';
import type { StorageLocation } from '../import/import-tour.js';
import { versionOrThrow } from './publish-draft.js';

/** What an export wrote. */
export interface ExportResult {
  code: string;
  version: number;
  /** `tour.json` and every source file, by name. */
  files: string[];
}

/**
 * Writes a version as a tour folder (`tour.json` and the files it names, byte for byte as
 * they were imported or uploaded), which `tour import` turns back into the same tour. The
 * latest version when `number` is absent.
 */
export async function exportVersion(
  options: StorageLocation & { code: string; number?: number; folder: string },
): Promise<ExportResult> {
  return withStorage(options, async (storage) => {
    const version = await versionOrThrow(storage, options.code, options.number);
    await mkdir(options.folder, { recursive: true });
    await writeFile(join(options.folder, 'tour.json'), `${JSON.stringify(version.manifest, null, 2)}\n`);
    const sources = openSourceStore(options);
    const names = Object.keys(version.files).sort();
    for (const name of names) {
      const file = version.files[name];
      if (file) await sources.copyTo(file.sha256, join(options.folder, name));
    }
    return { code: version.code, version: version.number, files: ['tour.json', ...names] };
  });
}
