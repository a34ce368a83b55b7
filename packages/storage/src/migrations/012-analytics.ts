import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Engagement analytics: raw beacon events (kept a configurable number of days), the day's salt
 * that visitor hashes are made with (dropped the next day), what each visit already counted, and
 * the daily aggregates per tour and room the studio reads. No address, no user agent.
 */
export async function up(db: Db): Promise<void> {
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
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await createVisitTables(db);
  await createDailyTables(db);
}

async function createVisitTables(db: Db): Promise<void> {
  await db.schema
    .createTable('analytics_day_visitors')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_day_visitors_pk', ['tour_code', 'day', 'visitor_hash'])
    .execute();
  await db.schema
    .createTable('analytics_visit_marks')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('mark', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visit_marks_pk', ['tour_code', 'visit_id', 'mark'])
    .execute();
  await db.schema
    .createIndex('analytics_visit_marks_day')
    .on('analytics_visit_marks')
    .columns(['day'])
    .execute();
}

async function createDailyTables(db: Db): Promise<void> {
  await db.schema
    .createTable('analytics_daily_counts')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_counts_pk', ['tour_code', 'day', 'metric', 'key'])
    .execute();
  await db.schema
    .createTable('analytics_daily_dwell')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_dwell_pk', ['tour_code', 'day', 'room', 'seconds'])
    .execute();
  await db.schema
    .createTable('analytics_daily_looks')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('yaw', 'integer', (c) => c.notNull())
    .addColumn('pitch', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_looks_pk', ['tour_code', 'day', 'room', 'yaw', 'pitch'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Db): Promise<void> {
  for (const table of [
    'analytics_daily_looks',
    'analytics_daily_dwell',
    'analytics_daily_counts',
    'analytics_visit_marks',
    'analytics_day_visitors',
    'analytics_salts',
    'analytics_events',
  ])
    await db.schema.dropTable(table).execute();
}
