import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectSqlite, SQLITE_FILE_NAME, type Connection } from './connect.js';
import { startCheckpointer } from './sqlite-checkpointer.js';

describe('the SQLite checkpoint thread', () => {
  let dataDir: string;
  let connection: Connection;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tourview-checkpoint-'));
    connection = connectSqlite(dataDir);
  });

  afterEach(async () => {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const size = (name: string) => statSync(join(dataDir, name)).size;

  it('moves committed pages from the log into the database file, where commits no longer do', async () => {
    const { db } = connection;
    await sql`create table filler (text text not null)`.execute(db);
    // 2 MB, about 500 pages: below the 1,000 at which a commit would checkpoint by itself.
    for (let i = 0; i < 20; i++)
      await sql`insert into filler (text) select ${'x'.repeat(100_000)} from (select 1)`.execute(db);
    const before = size(SQLITE_FILE_NAME);
    expect(size(`${SQLITE_FILE_NAME}-wal`)).toBeGreaterThan(2_000_000);
    await expect
      .poll(() => size(SQLITE_FILE_NAME), { timeout: 5000, interval: 100 })
      .toBeGreaterThan(before + 2_000_000);
  });

  it('tells its owner when the thread fails, so that commits checkpoint again', async () => {
    const failure = new Promise<Error>((resolve) =>
      startCheckpointer(join(dataDir, 'missing', 'folder', 'x.db'), resolve),
    );
    expect((await failure).message).toMatch(/directory does not exist/);
  });
});
