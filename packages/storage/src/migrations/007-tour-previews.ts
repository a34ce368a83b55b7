import type { Kysely } from 'kysely';

/**
 * Previews of drafts: a tour record built from a draft exactly as publishing builds it, seen
 * only through its unguessable token until it expires. A table of its own, not rows of
 * `tour_versions`: a preview is no version (no number, never live, never rolled back to).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key to drafts or tours: a preview is looked up by token alone and expires anyway.
  await db.schema
    .createTable('tour_previews')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('build_id', 'text', (c) => c.notNull())
    .addColumn('draft_revision', 'integer', (c) => c.notNull())
    .addColumn('created_by_id', 'text')
    .addColumn('created_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Unique, so a preview job that runs twice finds its preview instead of making another.
    .addColumn('job_id', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .createIndex('tour_previews_code')
    .on('tour_previews')
    .columns(['code', 'created_at'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tour_previews').execute();
}
