import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';
import { versionOf } from './studio-tour-rows.js';
import type { TourVersion } from './studio-types.js';

/** The row of the tour's newest version; `db` may be a transaction. */
export function latestVersionRow(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('tour_versions')
    .selectAll()
    .where('code', '=', code)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Inserts `version` as number max + 1 of its tour and answers the number it got. */
export async function insertVersion(
  trx: Kysely<Database>,
  version: Omit<TourVersion, 'number' | 'publishedAt'>,
  publishedAt: string,
): Promise<number> {
  const inserted = await trx
    .insertInto('tour_versions')
    .columns([
      'code',
      'number',
      'record',
      'build_id',
      'manifest',
      'files',
      'rollback_of',
      'published_by_id',
      'published_by_email',
      'published_at',
      'job_id',
    ])
    .expression((eb) =>
      eb
        .selectFrom('tour_versions')
        .where('code', '=', version.code)
        .select([
          eb.val(version.code).as('code'),
          sql<number>`coalesce(max(number), 0) + 1`.as('number'),
          eb.val(JSON.stringify(version.record)).as('record'),
          eb.val(version.buildId).as('build_id'),
          eb.val(JSON.stringify(version.manifest)).as('manifest'),
          eb.val(JSON.stringify(version.files)).as('files'),
          eb.val(version.rollbackOf).as('rollback_of'),
          eb.val(version.publishedBy?.id ?? null).as('published_by_id'),
          eb.val(version.publishedBy?.email ?? null).as('published_by_email'),
          eb.val(publishedAt).as('published_at'),
          eb.val(version.jobId).as('job_id'),
        ]),
    )
    .returning('number')
    .executeTakeFirstOrThrow();
  return Number(inserted.number);
}

/** Version `number` of the tour, or null. */
export async function findVersion(
  db: Kysely<Database>,
  code: string,
  number: number,
): Promise<TourVersion | null> {
  const row = await db
    .selectFrom('tour_versions')
    .selectAll()
    .where('code', '=', code)
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? versionOf(row) : null;
}
