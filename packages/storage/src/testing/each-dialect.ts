import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openStorage } from '../open-storage.js';
import { createTemporaryPostgresDatabase } from './temporary-postgres.js';
import type { Storage, StorageOptions } from '../types.js';

/** Both engines every storage test runs against. */
export const DIALECTS = ['sqlite', 'postgres'] as const;

/** Options pointing at a fresh, empty database of one engine, and how to remove it. */
export interface ScratchStorage {
  options: StorageOptions;
  remove(): Promise<void>;
}

/** A fresh SQLite folder or a fresh PostgreSQL database. */
export async function scratchStorage(dialect: (typeof DIALECTS)[number]): Promise<ScratchStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tourview-storage-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { options: { dataDir }, remove: () => Promise.resolve(removeDir()) };
  const database = await createTemporaryPostgresDatabase();
  return {
    options: { dataDir, databaseUrl: database.url },
    remove: async () => {
      await database.drop();
      removeDir();
    },
  };
}

/** Storage that each test of a suite gets fresh, read through `storage` inside the tests. */
export interface FreshStorage {
  readonly storage: Storage;
  /** Closes the storage and opens the same database again, as a restarted server would. */
  reopen(): Promise<void>;
}

/** Opens fresh storage of one engine before each test of the calling suite, and removes it after. */
export function freshStorageEachTest(dialect: (typeof DIALECTS)[number]): FreshStorage {
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
