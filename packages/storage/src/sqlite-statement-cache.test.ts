import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.js';

describe('withStatementCache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tourview-statements-'));
  const file = new SQLite(join(dir, 'cache.db'));
  afterAll(() => {
    file.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a text once and keeps the most recently used texts', () => {
    const cached = withStatementCache(file);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    for (let i = 0; i < 200; i++) cached.prepare(`select ${i + 2} as n`);
    // 201 texts since it was last used: dropped, so prepared anew.
    expect(cached.prepare('select 1 as one')).not.toBe(first);
    const recent = cached.prepare('select 201 as n');
    expect(cached.prepare('select 201 as n')).toBe(recent);
  });

  it('answers repeated queries through Kysely with their own parameters', async () => {
    const db = new Kysely<{ notes: { id: Generated<number>; text: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(new SQLite(join(dir, 'kysely.db'))) }),
    });
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    for (const text of ['a', 'b', 'c']) await db.insertInto('notes').values({ text }).execute();
    const read = (id: number) =>
      db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst();
    expect([await read(1), await read(3), await read(2)]).toEqual([
      { text: 'a' },
      { text: 'c' },
      { text: 'b' },
    ]);
    await db.destroy();
  });
});
