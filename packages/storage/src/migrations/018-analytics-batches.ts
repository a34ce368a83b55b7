import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Runs `body` as one transaction. PostgreSQL's migrations run in one already; SQLite's do not,
 * and a copy cut short between its steps (a kill, a second process migrating too) would leave
 * both tables behind and every later start failing.
 */
function atomically(db: Kysely<unknown>, body: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  return db.isTransaction ? body(db) : db.transaction().execute(body);
}

/**
 * Raw analytics as one row per beacon batch, its events as a JSON array, instead of one row
 * per event: nothing reads raw events one by one (the studio reads the daily aggregates,
 * retention drops whole days), and at 20,000 events/s building and writing twenty rows per
 * batch was the larger part of ingest's work. Stored events become batches of their visit and
 * arrival time, each event whole again: kind, room and its other fields, in the order they were
 * stored as far as the table can tell (it has no sequence: SQLite's row ids keep it, PostgreSQL's
 * physical order mostly does; nothing reads the order within a batch).
 */
export function up(db: Kysely<unknown>): Promise<void> {
  return atomically(db, copyToBatches);
}

async function copyToBatches(db: Kysely<unknown>): Promise<void> {
  // An instance of the version before may still be writing events: they wait for the copy
  // rather than land in the table after it has been read.
  if (isPostgres(db)) await sql`lock table analytics_events in share row exclusive mode`.execute(db);
  await db.schema
    .createTable('analytics_batches')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_batches_day').on('analytics_batches').columns(['day']).execute();
  await (
    isPostgres(db)
      ? sql`insert into analytics_batches (tour_code, day, received_at, visit_id, events)
        select tour_code, day, received_at, visit_id,
          json_agg(
            (case when room is null then jsonb_build_object('kind', kind)
              else jsonb_build_object('kind', kind, 'room', room) end)
            || coalesce(detail::jsonb, '{}'::jsonb)
            order by ctid
          )::text
        from analytics_events group by tour_code, day, received_at, visit_id`
      : sql`insert into analytics_batches (tour_code, day, received_at, visit_id, events)
        select tour_code, day, received_at, visit_id,
          json_group_array(
            json_patch(
              case when room is null then json_object('kind', kind)
                else json_object('kind', kind, 'room', room) end,
              coalesce(detail, '{}')
            ) order by rowid
          )
        from analytics_events
        group by tour_code, day, received_at, visit_id`
  ).execute(db);
  await db.schema.dropTable('analytics_events').execute();
}

/** Back to one row per event, each event's fields but kind and room as its detail. */
export function down(db: Kysely<unknown>): Promise<void> {
  return atomically(db, copyToEvents);
}

async function copyToEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('room', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('analytics_events_day').on('analytics_events').columns(['day']).execute();
  await (
    isPostgres(db)
      ? sql`insert into analytics_events (tour_code, day, received_at, visit_id, kind, room, detail)
        select tour_code, day, received_at, visit_id, event->>'kind', event->>'room',
          nullif((event - 'kind' - 'room')::text, '{}')
        from analytics_batches, jsonb_array_elements(events::jsonb) as event`
      : sql`insert into analytics_events (tour_code, day, received_at, visit_id, kind, room, detail)
        select tour_code, day, received_at, visit_id, event.value->>'kind', event.value->>'room',
          nullif(json_remove(event.value, '$.kind', '$.room'), '{}')
        from analytics_batches, json_each(analytics_batches.events) as event`
  ).execute(db);
  await db.schema.dropTable('analytics_batches').execute();
}
