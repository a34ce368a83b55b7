import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StorageOptions } from '../types.js';
import { createTemporaryPostgresDatabase } from './temporary-postgres.js';

/** Both engines every storage and server test runs against. */
export const DIALECTS = ['sqlite', 'postgres'] as const;

/** One of the engines storage runs on. */
export type TestDialect = (typeof DIALECTS)[number];

/** Options pointing at a fresh, empty database of one engine, and how to remove it. */
export interface ScratchStorage {
  /** A fresh data folder (for SQLite and media), and for PostgreSQL a fresh database. */
  options: StorageOptions;
  /** Drops the database, if any, and deletes the data folder. */
  remove(): Promise<void>;
}

/** A fresh data folder and, for PostgreSQL, a fresh database beside it. */
export async function scratchStorage(dialect: TestDialect): Promise<ScratchStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tourview-scratch-'));
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
