import type { Kysely } from 'kysely';

/**
 * Live viewings: an agent leads guests through a tour in real time. The host key and the
 * guest link's token are stored as hashes only, so a copy of the database opens no viewing.
 * What happens inside a viewing (positions, chat, voice) is never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_viewings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key to tours: a viewing outlives a re-imported tour of the same code.
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('host_name', 'text', (c) => c.notNull())
    .addColumn('host_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('guest_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set when the host ends the viewing or the studio revokes its guest link.
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('live_viewings_tour').on('live_viewings').column('tour_code').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_viewings').execute();
}
