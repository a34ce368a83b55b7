import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectPostgres, connectSqlite } from '../connect.js';
import type { Database } from '../database.js';
import { migrateToLatest } from '../migrations/index.js';
import { DIALECTS, scratchStorage, type ScratchStorage } from '../testing/scratch-storage.js';
import { deltasOf, type AnalyticsIngest } from './analytics-deltas.js';
import { writeDeltas } from './analytics-ingest.js';

const ingest = (visit: string): AnalyticsIngest => ({
  tourCode: 'flush-tour',
  visitorHash: `hash-${visit}`,
  batch: {
    visit,
    events: [
      { kind: 'visit_start', device: 'phone', language: 'en' },
      { kind: 'look', room: 'hall', yaw: 90, pitch: 0 },
    ],
  },
  receivedAt: new Date('2026-05-04T10:00:00Z'),
});

describe.each(DIALECTS)('writeDeltas on %s', (dialect) => {
  let scratch: ScratchStorage;
  let db: Kysely<Database>;

  beforeEach(async () => {
    scratch = await scratchStorage(dialect);
    const { databaseUrl, dataDir } = scratch.options;
    db = (databaseUrl ? connectPostgres(databaseUrl) : connectSqlite(dataDir)).db;
    await migrateToLatest(db);
  });

  afterEach(async () => {
    await db.destroy();
    await scratch.remove();
  });

  /** Whether the connection still waits for the disk at each commit (as enquiries need). */
  async function flushesAtCommit(): Promise<boolean> {
    if (dialect === 'postgres') {
      const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
      return rows[0]?.synchronous_commit === 'on';
    }
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    return rows[0]?.synchronous === 2;
  }

  it('writes a group, and leaves the connection flushing at each commit after', async () => {
    await writeDeltas(db, dialect, deltasOf([ingest('bench-000000000001'), ingest('bench-000000000002')]));
    const stored = await db.selectFrom('analytics_batches').select('visit_id').orderBy('visit_id').execute();
    expect(stored.map((row) => row.visit_id)).toEqual(['bench-000000000001', 'bench-000000000002']);
    const looks = await db.selectFrom('analytics_daily_looks').select(['yaw', 'count']).execute();
    expect(looks).toEqual([{ yaw: 90, count: 2 }]);
    expect(await flushesAtCommit()).toBe(true);
  });

  it('leaves the connection flushing after a group that failed, and stores none of it', async () => {
    const deltas = deltasOf([ingest('bench-000000000003')]);
    // A row the table refuses (no tour code), after the batch's own rows went in.
    deltas.looks.set('broken', {
      tour_code: null as never,
      day: '2026-05-04',
      room: 'x',
      yaw: 0,
      pitch: 0,
      count: 1,
    });
    await expect(writeDeltas(db, dialect, deltas)).rejects.toThrow();
    expect(await db.selectFrom('analytics_batches').selectAll().execute()).toEqual([]);
    expect(await flushesAtCommit()).toBe(true);
  });
});
