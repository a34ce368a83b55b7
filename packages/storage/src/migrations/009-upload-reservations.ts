import type { Kysely } from 'kysely';

/**
 * The bytes each unfinished upload declared, by account and tour, until it is finished,
 * cancelled or expires: the upload quotas count them with the files already stored, whichever
 * instance (or bucket) holds the upload's bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_reservations_tour')
    .on('upload_reservations')
    .column('tour_code')
    .execute();
  await db.schema
    .createIndex('upload_reservations_account')
    .on('upload_reservations')
    .column('account_id')
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_reservations').execute();
}
