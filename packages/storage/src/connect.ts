import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './database.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import { WriteTransactionSqliteDialect } from './sqlite-write-transactions.js';

/** The SQLite file's fixed name inside the data folder, so the CLI and server share it. */
export const SQLITE_FILE_NAME = 'tourview.db';

/** Which database engine a connection speaks. */
export type Dialect = 'sqlite' | 'postgres';

/** An open query builder and the engine behind it. */
export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** How the SQLite connection flushes its commits to disk (see `connectSqlite`). */
export const SQLITE_SYNCHRONOUS = 'FULL';

/** Opens the SQLite file under `dataDir`, creating the folder and file when missing. */
export function connectSqlite(dataDir: string): Connection {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SQLITE_FILE_NAME);
  const file = new SQLite(path);
  // WAL lets the server read while the CLI writes; the busy timeout lets them wait for each
  // other instead of failing; synchronous=FULL makes a committed enquiry survive power loss,
  // not only a crash (such writes are rare, so the extra fsync costs nothing that matters;
  // analytics' many group commits do not wait for it: see `writeDeltas`). The log is moved
  // into the file by a thread, not by whichever commit finds it long (see `startCheckpointer`).
  file.pragma('journal_mode = WAL');
  file.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(path, () => {
    if (file.open) file.pragma('wal_autocheckpoint = 1000');
  });
  const statements = withStatementCache(file);
  const database = {
    prepare: (sql: string) => statements.prepare(sql),
    close() {
      checkpointer.stop();
      statements.close();
    },
  };
  return {
    db: new Kysely<Database>({ dialect: new WriteTransactionSqliteDialect({ database }) }),
    dialect: 'sqlite',
  };
}

/** Connects a pool to the PostgreSQL server at `databaseUrl`. */
export function connectPostgres(databaseUrl: string): Connection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}
