import type { Kysely } from 'kysely';

/**
 * Where each draft panorama's editing cube lies in the source store, rendered when its upload is
 * inspected: the editor's first open then reads six faces instead of waiting for a render, on
 * whichever instance it reaches. Null for files inspected before, which are rendered on request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_draft_files').addColumn('cube', 'text').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_draft_files').dropColumn('cube').execute();
}
