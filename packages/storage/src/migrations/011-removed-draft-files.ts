import type { Kysely } from 'kysely';

/**
 * The last file removed from a draft under each name, as it was, so the studio can undo a
 * removal: a restore only ever brings back a record the tour's own draft had. A new file under
 * the name drops it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tour_draft_removed_files')
    .addColumn('code', 'text', (c) => c.notNull().references('tour_drafts.code').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('problems', 'text')
    .addColumn('cube', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_draft_removed_files_pk', ['code', 'name'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tour_draft_removed_files').execute();
}
