import type { Kysely } from 'kysely';

/**
 * The studio's tours: one draft per tour (what every edit changes), the files uploaded to it,
 * and the immutable versions published from it or imported by the CLI. JSON columns are text
 * on both engines, like `tours.document`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tour_drafts')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_by_id', 'text')
    .addColumn('updated_by_email', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tour_draft_files')
    .addColumn('code', 'text', (c) => c.notNull().references('tour_drafts.code').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // Null until inspected; a JSON array (maybe empty) afterwards.
    .addColumn('problems', 'text')
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_draft_files_pk', ['code', 'name'])
    .execute();

  // No foreign key to drafts or tours: history outlives both, and a CLI import has no draft.
  await db.schema
    .createTable('tour_versions')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('build_id', 'text', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('rollback_of', 'integer')
    .addColumn('published_by_id', 'text')
    .addColumn('published_by_email', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    // Unique, so a publish job that runs twice can never make two versions.
    .addColumn('job_id', 'text', (c) => c.unique())
    .addPrimaryKeyConstraint('tour_versions_pk', ['code', 'number'])
    .execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tour_versions', 'tour_draft_files', 'tour_drafts'])
    await db.schema.dropTable(table).execute();
}
