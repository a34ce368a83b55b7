import type { Kysely } from 'kysely';

/**
 * The studio's tripod cover for all its tours (JSON: size, colour, whether the agency's logo
 * goes inside), which a tour's own cover overrides. Null: tours without their own have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agency_branding').addColumn('tripod_cover', 'text').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agency_branding').dropColumn('tripod_cover').execute();
}
