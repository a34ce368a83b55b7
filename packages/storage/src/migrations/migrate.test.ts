import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectPostgres, connectSqlite, SQLITE_FILE_NAME, type Connection } from '../connect.js';
import { DatabaseTooNewError, MigrationError } from '../errors.js';
import { openStorage } from '../open-storage.js';
import { DIALECTS, scratchStorage, type ScratchStorage } from '../testing/scratch-storage.js';
import { LATEST_MIGRATION } from './index.js';

describe('opening storage whose schema cannot be brought up to date', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'tourview-migrate-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fails with migration_failed, naming the migration', async () => {
    const file = new SQLite(join(dataDir, SQLITE_FILE_NAME));
    file.exec('CREATE TABLE tours (something_else TEXT)');
    file.close();
    const error = await openStorage({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({ code: 'migration_failed' });
    expect((error as Error).message).toMatch(/^Database migration 001-initial failed: .*tours/);
  });
});

describe.each(DIALECTS)('opening a %s database a newer version migrated', (dialect) => {
  let scratch: ScratchStorage;
  beforeEach(async () => (scratch = await scratchStorage(dialect)));
  afterEach(() => scratch.remove());

  function connect(): Connection {
    const { dataDir, databaseUrl } = scratch.options;
    return databaseUrl ? connectPostgres(databaseUrl) : connectSqlite(dataDir);
  }

  it('refuses with database_too_new, naming both schemas, and changes nothing', async () => {
    await (await openStorage(scratch.options)).close();
    const { db } = connect();
    await sql`insert into kysely_migration (name, timestamp) values ('099-from-a-newer-version', '2030-01-01T00:00:00.000Z')`.execute(
      db,
    );
    await db.destroy();

    const error = await openStorage(scratch.options).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DatabaseTooNewError);
    expect(error).toMatchObject({ code: 'database_too_new' });
    expect((error as Error).message).toContain('schema is at 099-from-a-newer-version');
    expect((error as Error).message).toContain(`knows migrations up to ${LATEST_MIGRATION} only`);
    const after = connect();
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(after.db);
    await after.db.destroy();
    expect(rows.map((row) => row.name)).toContain('099-from-a-newer-version');
  });
});
