import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectSqlite, SQLITE_FILE_NAME, type Connection } from './connect.js';

// Another connection on a thread of its own (the busy wait blocks this one): it takes the write
// lock, says so, keeps it for `holdMs` while it adds a row, then commits.
const HOLDER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const SQLite = process.getBuiltinModule('node:module').createRequire(workerData.driver)(workerData.driver);
const db = new SQLite(workerData.file);
db.exec('begin immediate');
db.prepare("insert into notes (text) values ('from the other connection')").run();
Atomics.store(workerData.held, 0, 1);
Atomics.notify(workerData.held, 0);
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
db.exec('commit');
db.close();
parentPort.postMessage('committed');
`;

/**
 * Starts the other connection and returns once it holds the write lock, with its commit and a
 * way to end its thread.
 */
function holdWriteLock(
  file: string,
  holdMs: number,
): { committed: Promise<void>; end: () => Promise<number> } {
  const held = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(HOLDER_SOURCE, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file, held, holdMs },
  });
  const committed = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  // Observed here too, so a thread that fails before the test awaits it is no unhandled rejection.
  committed.catch(() => undefined);
  if (Atomics.wait(held, 0, 0, 10_000) === 'timed-out') {
    void worker.terminate();
    throw new Error('The other connection did not take the write lock within 10 s.');
  }
  return { committed, end: () => worker.terminate() };
}

describe('SQLite transactions', () => {
  let dataDir: string;
  let connection: Connection;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tourview-transactions-'));
    connection = connectSqlite(dataDir);
    await sql`create table notes (text text not null)`.execute(connection.db);
  });

  afterEach(async () => {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('wait for another connection’s write to end when they read before they write', async () => {
    const { db } = connection;
    const other = holdWriteLock(join(dataDir, SQLITE_FILE_NAME), 300);
    const started = performance.now();
    let seen: number | undefined;
    try {
      seen = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
        await sql`insert into notes (text) values ('from this connection')`.execute(trx);
        return rows[0]?.n;
      });
      await other.committed;
    } finally {
      await other.end();
    }
    // It waited for the lock rather than failing, and read after the other commit.
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(seen).toBe(1);
    const { rows } = await sql<{ text: string }>`select text from notes order by rowid`.execute(db);
    expect(rows.map((row) => row.text)).toEqual(['from the other connection', 'from this connection']);
  });
});
