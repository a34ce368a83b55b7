import type { Kysely } from 'kysely';

/**
 * The background job queue. A job is `queued`, then `running` under a worker's lease
 * (`locked_until`), then `done` or `failed`; JSON fields are text so both engines store them alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign keys to tours or users: a job's record outlives both.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tour_code', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worker', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('created_by_id', 'text')
    .addColumn('created_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_state_created').on('jobs').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('jobs_tour_created').on('jobs').columns(['tour_code', 'created_at']).execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
