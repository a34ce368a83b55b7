import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import type { OperationalStats } from './types.js';

/**
 * What monitoring reads at each scrape: the undelivered enquiries and the oldest one's time
 * (how far delivery lags), and the jobs in each state. Three small aggregate queries.
 */
export async function operationalStats(db: Kysely<Database>): Promise<OperationalStats> {
  const [outbox, jobs] = await Promise.all([
    db
      .selectFrom('enquiry_outbox')
      .innerJoin('enquiries', 'enquiries.id', 'enquiry_outbox.enquiry_id')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('pending'),
        eb.fn.min('enquiries.created_at').as('oldest'),
      ])
      .where('enquiry_outbox.delivered_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .select((eb) => ['state', eb.fn.countAll<string | number>().as('n')])
      .groupBy('state')
      .execute(),
  ]);
  return {
    // PostgreSQL answers COUNT as a bigint string, SQLite as a number.
    outboxPending: Number(outbox.pending),
    oldestPendingEnquiryAt: outbox.oldest ?? null,
    jobsByState: Object.fromEntries(jobs.map((row) => [row.state, Number(row.n)])),
  };
}
