import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { dayOf } from './analytics-deltas.js';

/** What one pruning removed. */
export interface AnalyticsPruned {
  batches: number;
  salts: number;
}

const dayBefore = (now: Date, days: number) => dayOf(new Date(now.getTime() - days * 86_400_000));

/**
 * Drops raw batches older than `keepRawDays` days (the daily aggregates stay), the per-visit
 * marks with them, and every salt and visitor hash of a day before yesterday: once a day's salt
 * is gone nobody, the operator included, can tell whether two days' visitors were one person.
 * Yesterday's stay one more day for visits that go on past midnight.
 */
export async function pruneAnalytics(
  db: Kysely<Database>,
  keepRawDays: number,
  now: Date,
): Promise<AnalyticsPruned> {
  const rawCutoff = dayBefore(now, keepRawDays);
  const hashCutoff = dayBefore(now, 1);
  const batches = await db.deleteFrom('analytics_batches').where('day', '<', rawCutoff).executeTakeFirst();
  await db
    .deleteFrom('analytics_visit_marks')
    .where('day', '<', dayBefore(now, Math.max(1, keepRawDays)))
    .execute();
  await db.deleteFrom('analytics_day_visitors').where('day', '<', hashCutoff).execute();
  const salts = await db.deleteFrom('analytics_salts').where('day', '<', hashCutoff).executeTakeFirst();
  return { batches: Number(batches.numDeletedRows), salts: Number(salts.numDeletedRows) };
}

/**
 * The salt of `day`'s visitor hashes: made by whichever instance asks first and shared through
 * the database, so every instance counts one visitor once.
 */
export async function analyticsSalt(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** The tours that had a visit in the range (`from`, `to` inclusive days). */
export async function toursVisited(db: Kysely<Database>, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analytics_daily_counts')
    .select('tour_code')
    .distinct()
    .where('metric', '=', 'visits')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('tour_code')
    .execute();
  return rows.map((row) => row.tour_code);
}
