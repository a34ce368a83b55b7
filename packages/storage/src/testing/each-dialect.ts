import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTemporaryPostgresDatabase } from '../temporary-postgres.js';
import type { StorageOptions } from '../types.js';

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
