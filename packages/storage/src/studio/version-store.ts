import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import { writeTour } from '../tour-store.js';
import type { StudioTourStore, TourVersion } from './studio-types.js';
import { findVersion, insertVersion } from './version-rows.js';

type Versions = Pick<StudioTourStore, 'publishVersion' | 'rollbackToVersion'>;

/** Publishing: a new version goes live with the visitors' record, or an old one comes back. */
export function createVersionStore(db: Kysely<Database>, dialect: Dialect): Versions {
  return {
    publishVersion: (version, now = new Date()) => publish(db, dialect, version, now),
    async rollbackToVersion(code, number, by, now = new Date()) {
      const target = await findVersion(db, code, number);
      if (!target) return null;
      const again = {
        code,
        record: { ...target.record, updatedAt: now.toISOString() },
        buildId: target.buildId,
        manifest: target.manifest,
        files: target.files,
        rollbackOf: number,
        publishedBy: by,
        jobId: null,
      };
      return publish(db, dialect, again, now);
    },
  };
}

async function publish(
  db: Kysely<Database>,
  dialect: Dialect,
  version: Omit<TourVersion, 'number' | 'publishedAt'>,
  now: Date,
): Promise<TourVersion> {
  const publishedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Numbers are max + 1: PostgreSQL serialises publishers of one tour on a lock held to
    // commit; SQLite has one writer at a time, whose lock the transaction took at its start.
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${`tour_versions:${version.code}`}))`.execute(trx);
    await writeTour(trx, version.record);
    const number = await insertVersion(trx, version, publishedAt);
    return { ...version, number, publishedAt };
  });
}
