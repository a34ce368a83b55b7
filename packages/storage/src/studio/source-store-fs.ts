import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SourceStoreError } from '../errors.js';
import { sha256OfFile } from './sha256-of-file.js';
import type { ByteRange, SourceStore } from './studio-types.js';

/**
 * Source files in a folder of the data folder, `<first two hex digits>/<sha256>`, so no
 * folder grows past a few thousand entries. Files arrive under a temporary name and are
 * renamed into place, so a crash never leaves a truncated file under a valid hash.
 */
export function createFsSourceStore(root: string): SourceStore {
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256);

  async function has(sha256: string): Promise<boolean> {
    return access(pathOf(sha256)).then(
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

  async function put(localPath: string): Promise<{ sha256: string; bytes: number }> {
    try {
      const [sha256, { size }] = await Promise.all([sha256OfFile(localPath), stat(localPath)]);
      if (!(await has(sha256))) await copyAtomically(localPath, pathOf(sha256));
      return { sha256, bytes: size };
    } catch (error) {
      throw new SourceStoreError(`Storing ${localPath}`, error);
    }
  }

  async function copyTo(sha256: string, localPath: string): Promise<void> {
    try {
      await copyAtomically(pathOf(sha256), localPath);
    } catch (error) {
      throw new SourceStoreError(`Copying source ${sha256}`, error);
    }
  }

  async function sizeOf(sha256: string): Promise<number | null> {
    return stat(pathOf(sha256)).then(
      (s) => s.size,
      () => null,
    );
  }

  async function readRange(sha256: string, range: ByteRange) {
    const stream = createReadStream(pathOf(sha256), range);
    // Opening fails here rather than mid-answer, with the store's own error.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) => reject(new SourceStoreError(`Reading source ${sha256}`, error)));
    });
    return stream;
  }

  return { put, copyTo, has, sizeOf, readRange };
}
