import { mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { tourMediaRef, type MediaStore } from './media-store.js';

function errnoOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * Published media in a folder (the data folder's `media/`), served by the server itself.
 * Builds arrive by rename, so the folder must be on the file system the import staged on.
 */
export function createFsMediaStore(root: string): MediaStore {
  const tourDir = (code: string) => join(root, tourMediaRef(code));
  return {
    kind: 'fs',
    async publishBuild({ code, buildId, dir }) {
      const target = tourDir(code);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(dirname(dir), target);
      } catch (error) {
        if (errnoOf(error) !== 'ENOTEMPTY' && errnoOf(error) !== 'EEXIST') throw error;
        await rename(dir, join(target, buildId));
        await rmdir(dirname(dir));
      }
    },
    listBuilds: (code) => readdir(tourDir(code)).catch(() => []),
    async removeBuild(code, buildId) {
      await rm(join(tourDir(code), buildId), { recursive: true, force: true });
      // Gone only when empty: a tour whose only build was removed leaves no folder behind.
      await rmdir(tourDir(code)).catch(() => undefined);
    },
    async read(ref) {
      try {
        return await readFile(join(root, ref));
      } catch (error) {
        if (errnoOf(error) === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
