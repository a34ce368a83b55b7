import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SourceStoreError } from '../errors.js';
import { sha256OfFile } from './sha256-of-file.js';
import type { SourceStore } from './studio-types.js';

/**
 * Source files in a folder of the data folder, `<first two hex digits>/<sha256>`, so no
 * folder grows past a few thousand entries. Files arrive under a temporary name and are
 * renamed into place, so a crash never leaves a truncated file under a valid hash.
 */
export function createFsSourceStore(root: string): SourceStore {
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256);
  return {
    async put(localPath) {
      try {
        const [sha256, { size }] = await Promise.all([sha256OfFile(localPath), stat(localPath)]);
        if (!(await exists(pathOf(sha256)))) await copyAtomically(localPath, pathOf(sha256));
        return { sha256, bytes: size };
      } catch (error) {
        throw new SourceStoreError(`Storing ${localPath}`, error);
      }
    },
    async copyTo(sha256, localPath) {
      try {
        await copyAtomically(pathOf(sha256), localPath);
      } catch (error) {
        throw new SourceStoreError(`Copying source ${sha256}`, error);
      }
    },
    has: (sha256) => exists(pathOf(sha256)),
    sizeOf: (sha256) =>
      stat(pathOf(sha256)).then(
        (s) => s.size,
        () => null,
      ),
    async readRange(sha256, range) {
      const stream = createReadStream(pathOf(sha256), range);
      // Opening fails here rather than mid-answer, with the store's own error.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error) => reject(new SourceStoreError(`Reading source ${sha256}`, error)));
      });
      return stream;
    },
  };
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function copyAtomically(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  const temporary = `${to}.${randomUUID()}.part`;
  try {
    await copyFile(from, temporary);
    await rename(temporary, to);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
