import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectPostgres, connectSqlite } from '../connect.js';
import { openStorage } from '../open-storage.js';
import { DIALECTS, scratchStorage, type ScratchStorage } from '../testing/scratch-storage.js';
import { down, up } from './018-analytics-batches.js';

interface EventRow {
  tour_code: string;
  day: string;
  received_at: string;
  visit_id: string;
  kind: string;
  room: string | null;
  detail: string | null;
}

const AT = '2026-05-04T10:00:00.000Z';
const LATER = '2026-05-04T10:00:05.000Z';
const row = (
  visit: string,
  kind: string,
  room: string | null,
  detail: object | null,
  { tour = 'house1', at = AT } = {},
): EventRow => ({
  tour_code: tour,
  day: '2026-05-04',
  received_at: at,
  visit_id: visit,
  kind,
  room,
  detail: detail ? JSON.stringify(detail) : null,
});

/**
 * Rows as 012 stored them: visit a's first batch (three events, one with neither room nor
 * other fields), its second batch five seconds later, and a visit of another tour.
 */
const EVENT_ROWS = [
  row('a', 'visit_start', null, { device: 'phone', language: 'de', embedOrigin: 'https://portal.example' }),
  row('a', 'look', 'hall', { yaw: -175, pitch: 10 }),
  row('a', 'plan_used', null, null),
  row('a', 'room_left', 'hall', { dwellMs: 4000 }, { at: LATER }),
  row('b', 'room_entered', 'kitchen', null, { tour: 'flat2' }),
];

describe.each(DIALECTS)('migration 018 on %s: raw analytics as one row per batch', (dialect) => {
  let scratch: ScratchStorage;
  let db: Kysely<unknown>;
  beforeEach(async () => {
    scratch = await scratchStorage(dialect);
    await (await openStorage(scratch.options)).close();
    const { dataDir, databaseUrl } = scratch.options;
    db = (databaseUrl ? connectPostgres(databaseUrl) : connectSqlite(dataDir)).db as Kysely<unknown>;
    await down(db);
  });
  afterEach(async () => {
    await db.destroy();
    await scratch.remove();
  });

  const batches = async () =>
    (
      await sql<{ tour_code: string; visit_id: string; received_at: string; events: string }>`
        select tour_code, visit_id, received_at, events from analytics_batches
        order by visit_id, received_at`.execute(db)
    ).rows.map((r) => ({
      tour: r.tour_code,
      visit: r.visit_id,
      at: r.received_at,
      events: JSON.parse(r.events) as unknown,
    }));

  it('groups stored events into their batches, each event whole, and back again', async () => {
    for (const r of EVENT_ROWS)
      await sql`insert into analytics_events (tour_code, day, received_at, visit_id, kind, room, detail)
        values (${r.tour_code}, ${r.day}, ${r.received_at}, ${r.visit_id}, ${r.kind}, ${r.room}, ${r.detail})`.execute(
        db,
      );

    await up(db);

    expect(await batches()).toEqual([
      {
        tour: 'house1',
        visit: 'a',
        at: AT,
        events: [
          { kind: 'visit_start', device: 'phone', language: 'de', embedOrigin: 'https://portal.example' },
          { kind: 'look', room: 'hall', yaw: -175, pitch: 10 },
          { kind: 'plan_used' },
        ],
      },
      { tour: 'house1', visit: 'a', at: LATER, events: [{ kind: 'room_left', room: 'hall', dwellMs: 4000 }] },
      { tour: 'flat2', visit: 'b', at: AT, events: [{ kind: 'room_entered', room: 'kitchen' }] },
    ]);

    await down(db);
    const { rows } = await sql<EventRow>`
      select tour_code, day, received_at, visit_id, kind, room, detail from analytics_events`.execute(db);
    // Compared as sets: rows of one batch come back in no promised order.
    const comparable = (list: readonly EventRow[]) =>
      list
        .map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown) }))
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    expect(comparable(rows)).toEqual(comparable(EVENT_ROWS));
  });
});
