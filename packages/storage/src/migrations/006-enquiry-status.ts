import type { Kysely } from 'kysely';

/**
 * Where operators are with each enquiry. A table of its own, not columns of `enquiries`: an
 * enquiry is a business record written once, with its outbox entry, by the public API; its
 * status is the studio's later work on it. No row means `new`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiry_status')
    .addColumn('enquiry_id', 'text', (c) => c.primaryKey().references('enquiries.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_status').execute();
}
