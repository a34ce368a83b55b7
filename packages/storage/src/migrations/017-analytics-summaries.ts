import type { Kysely } from 'kysely';

/**
 * The weekly analytics summaries: one row per tour and week, claimed by inserting it (the
 * primary key lets one instance win), then delivered to the webhook like the enquiry outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_summaries')
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('analytics_summaries_pk', ['tour_code', 'week'])
    .execute();
  await db.schema
    .createIndex('analytics_summaries_due')
    .on('analytics_summaries')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_summaries').execute();
}
