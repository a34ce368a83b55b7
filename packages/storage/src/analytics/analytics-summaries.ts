import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import type { ClaimOptions } from '../types.js';

/** A weekly summary due for delivery, with the attempts made so far. */
export interface PendingSummary {
  tourCode: string;
  /** The week's Monday, `2026-11-16`. */
  week: string;
  /** The JSON body to post. */
  payload: string;
  attempts: number;
}

/** The weekly summaries: made once per tour and week, delivered at least once to the webhook. */
export interface AnalyticsSummaryStore {
  /** The tours whose summary of the week (by its Monday) exists, made by any instance. */
  analyticsSummariesOf(week: string): Promise<string[]>;
  /**
   * Records a tour's summary of a week, due at once, unless one is recorded already; true when
   * this call recorded it. Instances racing for the same tour and week: one wins, the others'
   * inserts do nothing.
   */
  addAnalyticsSummary(tourCode: string, week: string, payload: string, now: Date): Promise<boolean>;
  /** Claims due, undelivered summaries no other worker holds, for `leaseMs`. */
  claimDueAnalyticsSummaries(options: ClaimOptions): Promise<PendingSummary[]>;
  /** The webhook took it; it is never claimed again. */
  markAnalyticsSummaryDelivered(tourCode: string, week: string, at: Date): Promise<void>;
  /** A failed attempt, and when to try again. */
  markAnalyticsSummaryFailed(
    tourCode: string,
    week: string,
    error: string,
    nextAttemptAt: Date,
  ): Promise<void>;
}

type SummaryRow = ExpressionBuilder<Database, 'analytics_summaries'>;

/** Due, undelivered, and held by no worker (or by one whose lease ran out). */
function claimable(eb: SummaryRow, at: string) {
  return eb.and([
    eb('delivered_at', 'is', null),
    eb('next_attempt_at', '<=', at),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]),
  ]);
}

const COLUMNS = ['tour_code', 'week', 'payload', 'attempts'] as const;

const pendingOf = (row: { tour_code: string; week: string; payload: string; attempts: number }) => ({
  tourCode: row.tour_code,
  week: row.week,
  payload: row.payload,
  attempts: row.attempts,
});

/** PostgreSQL: one statement locks due rows others are not locking and leases them. */
async function claimSkippingLocked(db: Kysely<Database>, { now, limit, leaseMs }: ClaimOptions) {
  const at = now.toISOString();
  const rows = await db
    .updateTable('analytics_summaries as s')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .from((eb) =>
      eb
        .selectFrom('analytics_summaries')
        .select(['tour_code', 'week'])
        .where((row) => claimable(row, at))
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .as('due'),
    )
    .whereRef('s.tour_code', '=', 'due.tour_code')
    .whereRef('s.week', '=', 'due.week')
    .returning(['s.tour_code', 's.week', 's.payload', 's.attempts'])
    .execute();
  return rows.map(pendingOf);
}

/** SQLite: due rows read first, then each leased by a conditional update only one worker can make. */
async function claimOneByOne(db: Kysely<Database>, { now, limit, leaseMs }: ClaimOptions) {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('analytics_summaries')
    .select(COLUMNS)
    .where((row) => claimable(row, at))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const claimed: PendingSummary[] = [];
  for (const row of candidates) {
    const result = await db
      .updateTable('analytics_summaries')
      .set({ locked_until: lockedUntil })
      .where('tour_code', '=', row.tour_code)
      .where('week', '=', row.week)
      .where((eb) => claimable(eb, at))
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) claimed.push(pendingOf(row));
  }
  return claimed;
}

/** The weekly summaries' rows, on either database. */
export function createAnalyticsSummaryStore(db: Kysely<Database>, dialect: Dialect): AnalyticsSummaryStore {
  const claim = dialect === 'postgres' ? claimSkippingLocked : claimOneByOne;
  const row = (tourCode: string, week: string) =>
    db.updateTable('analytics_summaries').where('tour_code', '=', tourCode).where('week', '=', week);
  return {
    async analyticsSummariesOf(week) {
      const rows = await db
        .selectFrom('analytics_summaries')
        .select('tour_code')
        .where('week', '=', week)
        .execute();
      return rows.map((r) => r.tour_code);
    },
    async addAnalyticsSummary(tourCode, week, payload, now) {
      const at = now.toISOString();
      const result = await db
        .insertInto('analytics_summaries')
        .values({ tour_code: tourCode, week, payload, created_at: at, attempts: 0, next_attempt_at: at })
        .onConflict((oc) => oc.columns(['tour_code', 'week']).doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
    claimDueAnalyticsSummaries: (options) => claim(db, options),
    async markAnalyticsSummaryDelivered(tourCode, week, at) {
      await row(tourCode, week)
        .set((eb) => ({
          delivered_at: at.toISOString(),
          locked_until: null,
          last_error: null,
          attempts: eb('attempts', '+', 1),
        }))
        .execute();
    },
    async markAnalyticsSummaryFailed(tourCode, week, error, nextAttemptAt) {
      await row(tourCode, week)
        .set((eb) => ({
          next_attempt_at: nextAttemptAt.toISOString(),
          locked_until: null,
          last_error: error.slice(0, 500),
          attempts: eb('attempts', '+', 1),
        }))
        .execute();
    },
  };
}
