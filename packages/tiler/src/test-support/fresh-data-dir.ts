import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { temporaryDataDir } from './fixtures.js';

/** A data folder that each test of a suite gets fresh; it serves as a `StorageLocation`. */
export interface FreshDataDir {
  readonly dataDir: string;
  /** Where a published media file lies, by its ref in a tour record. */
  mediaFile(ref: string): string;
}

/** Creates an empty data folder before each test of the calling suite, and removes it after. */
export function freshDataDirEachTest(): FreshDataDir {
  let data: Awaited<ReturnType<typeof temporaryDataDir>> | undefined;
  beforeEach(async () => {
    data = await temporaryDataDir();
  });
  afterEach(async () => {
    await data?.remove();
    data = undefined;
  });
  const dataDir = () => {
    if (!data) throw new Error('The data folder exists only inside a test.');
    return data.dataDir;
  };
  return {
    get dataDir() {
      return dataDir();
    },
    mediaFile: (ref) => join(dataDir(), 'media', ref),
  };
}
