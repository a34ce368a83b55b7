import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { versionOf, versionSummaryOf } from './studio-tour-rows.js';
import type { StudioTourStore } from './studio-types.js';
import { findVersion } from './version-rows.js';

type History = Pick<StudioTourStore, 'listVersions' | 'getVersion' | 'findVersionByJob' | 'buildsInUse'>;

/** The versions a tour has had, and the builds they and its previews still point at. */
export function createVersionHistoryStore(db: Kysely<Database>): History {
  return {
    async listVersions(code) {
      const [rows, tour] = await Promise.all([
        summaryRows(db, code),
        db.selectFrom('tours').select('code').where('code', '=', code).executeTakeFirst(),
      ]);
      // The newest version is live while the tour is; `tour remove` takes it offline.
      return rows.map((row, i) => versionSummaryOf(row, i === 0 && tour !== undefined));
    },
    getVersion: (code, number) => findVersion(db, code, number),
    async findVersionByJob(jobId) {
      const row = await db
        .selectFrom('tour_versions')
        .selectAll()
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      return row ? versionOf(row) : null;
    },
    async buildsInUse(code, now = new Date()) {
      const rows = await db
        .selectFrom('tour_versions')
        .select('build_id')
        .where('code', '=', code)
        .union(
          db
            .selectFrom('tour_previews')
            .select('build_id')
            .where('code', '=', code)
            .where('expires_at', '>', now.toISOString()),
        )
        .execute();
      return rows.map((r) => r.build_id);
    },
  };
}

/** What the history shows of each version of the tour, newest first. */
function summaryRows(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('tour_versions')
    .select([
      'code',
      'number',
      'build_id',
      'rollback_of',
      'published_by_id',
      'published_by_email',
      'published_at',
      'job_id',
    ])
    .where('code', '=', code)
    .orderBy('number', 'desc')
    .execute();
}
