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
const row = (visit: string, kind: string, room: string | null, detail: object | null): EventRow => ({
  tour_code: 'house1',
  day: '2026-05-04',
  received_at: AT,
  visit_id: visit,
  kind,
  room,
  detail: detail ? JSON.stringify(detail) : null,
});

/** Rows as 012 stored them: two events of one batch of visit a, one of visit b. */
const EVENT_ROWS = [
  row('a', 'visit_start', null, { device: 'phone', language: 'de', embedOrigin: 'https://portal.example' }),
  row('a', 'look', 'hall', { yaw: -175, pitch: 10 }),
  row('b', 'room_entered', 'kitchen', null),
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
      await sql<{ visit_id: string; events: string }>`
        select visit_id, events from analytics_batches order by visit_id`.execute(db)
    ).rows.map((r) => ({ visit: r.visit_id, events: JSON.parse(r.events) as unknown }));

  it('groups stored events into their batches, each event whole, and back again', async () => {
    for (const r of EVENT_ROWS)
      await sql`insert into analytics_events (tour_code, day, received_at, visit_id, kind, room, detail)
        values (${r.tour_code}, ${r.day}, ${r.received_at}, ${r.visit_id}, ${r.kind}, ${r.room}, ${r.detail})`.execute(
        db,
      );

    await up(db);

    expect(await batches()).toEqual([
      {
        visit: 'a',
        events: [
          { kind: 'visit_start', device: 'phone', language: 'de', embedOrigin: 'https://portal.example' },
          { kind: 'look', room: 'hall', yaw: -175, pitch: 10 },
        ],
      },
      { visit: 'b', events: [{ kind: 'room_entered', room: 'kitchen' }] },
    ]);

    await down(db);
    const { rows } = await sql<EventRow>`
      select tour_code, day, received_at, visit_id, kind, room, detail from analytics_events
      order by visit_id, kind desc`.execute(db);
    expect(
      rows.map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown) })),
    ).toEqual(
      EVENT_ROWS.map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown) })),
    );
  });
});
