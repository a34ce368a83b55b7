import type { Kysely } from 'kysely';

/**
 * Named leases: a row per held lock, with its holder and when it lapses, so processes on one
 * machine (the CLI beside the server) or on many (instances over one PostgreSQL) can keep one
 * job per name, and a holder that was killed frees its name once its lease runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    // Milliseconds since the epoch: compared as numbers on both engines.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leases').execute();
}
