import type { Kysely } from 'kysely';

/**
 * Where each draft image's thumbnail lies in the source store (the SHA-256 of its WebP), made
 * when its upload is inspected, so the studio's lists read a few kilobytes instead of decoding
 * the source. Null for files inspected before, whose thumbnail is made on first request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_draft_files').addColumn('thumbnail', 'text').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_draft_files').dropColumn('thumbnail').execute();
}
