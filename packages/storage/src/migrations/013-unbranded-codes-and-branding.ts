import type { Kysely } from 'kysely';
import { newUnbrandedCode } from '../unbranded-code.js';

/** The tours table as this migration finds it. */
interface ToursThen {
  tours: { code: string; unbranded_code: string | null };
}

/**
 * Each published tour's second, unbranded code, given to the tours already published here (so
 * every live tour has one at once, not only after its next publish); and the agency's branding,
 * one row for the whole studio, its logo kept as base64 text (small: at most 256 KiB).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tours').addColumn('unbranded_code', 'text').execute();
  const tours = db as unknown as Kysely<ToursThen>;
  for (const { code } of await tours.selectFrom('tours').select('code').execute())
    await tours
      .updateTable('tours')
      .set({ unbranded_code: newUnbrandedCode() })
      .where('code', '=', code)
      .execute();
  await db.schema.createIndex('tours_unbranded_code').on('tours').column('unbranded_code').unique().execute();
  await db.schema
    .createTable('agency_branding')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('accent', 'text')
    .addColumn('logo', 'text')
    .addColumn('logo_type', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agency_branding').execute();
  await db.schema.dropIndex('tours_unbranded_code').execute();
  await db.schema.alterTable('tours').dropColumn('unbranded_code').execute();
}
