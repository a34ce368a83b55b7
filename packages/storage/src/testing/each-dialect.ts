import { afterEach, beforeEach } from 'vitest';
import { openStorage } from '../open-storage.js';
import type { Storage } from '../types.js';
import { scratchStorage, type ScratchStorage, type TestDialect } from './scratch-storage.js';

/** Storage that each test of a suite gets fresh, read through `storage` inside the tests. */
export interface FreshStorage {
  readonly storage: Storage;
  /** Closes the storage and opens the same database again, as a restarted server would. */
  reopen(): Promise<void>;
}

/** Opens fresh storage of one engine before each test of the calling suite, and removes it after. */
export function freshStorageEachTest(dialect: TestDialect): FreshStorage {
  let scratch: ScratchStorage | undefined;
  let storage: Storage | undefined;
  beforeEach(async () => {
    scratch = await scratchStorage(dialect);
    storage = await openStorage(scratch.options);
  });
  afterEach(async () => {
    await storage?.close();
    await scratch?.remove();
  });
  return {
    get storage() {
      if (!storage) throw new Error('storage is open only inside a test');
      return storage;
    },
    async reopen() {
      if (!storage || !scratch) throw new Error('storage is open only inside a test');
      await storage.close();
      storage = await openStorage(scratch.options);
    },
  };
}
