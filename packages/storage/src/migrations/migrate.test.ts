import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../connect.js';
import { MigrationError } from '../errors.js';
import { openStorage } from '../open-storage.js';

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
