import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Dialect } from './connect.js';
import type { Database } from './database.js';
import { enquiryFromRow } from './enquiry-row.js';
import type { ClaimOptions, OutboxStore, OutboxCounts, PendingDelivery } from './types.js';

type OutboxRow = ExpressionBuilder<Database, 'enquiry_outbox'>;

/** Due, undelivered, and held by no worker (or by one whose lease ran out). */
function claimable(eb: OutboxRow, at: string) {
  return eb.and([
    eb('delivered_at', 'is', null),
    eb('next_attempt_at', '<=', at),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]),
  ]);
}

/**
 * The enquiry webhook outbox: claim what is due, then mark it delivered or failed. Any number
 * of workers may claim at once on PostgreSQL (`FOR UPDATE SKIP LOCKED`: each takes rows no
 * other is taking); on SQLite, a single-machine database, one process at a time is assumed
 * and a conditional update still keeps two workers from holding one row.
 */
export function createOutboxStore(db: Kysely<Database>, dialect: Dialect): OutboxStore {
  /** One statement: lock due rows others are not locking, lease them, return what was leased. */
  async function claimSkippingLocked({ now, limit, leaseMs }: ClaimOptions): Promise<PendingDelivery[]> {
    const at = now.toISOString();
    const leased = await db
      .updateTable('enquiry_outbox')
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('enquiry_id', 'in', (eb) =>
        eb
          .selectFrom('enquiry_outbox')
          .select('enquiry_id')
          .where((row) => claimable(row, at))
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['enquiry_id', 'attempts'])
      .execute();
    if (leased.length === 0) return [];
    const attempts = new Map(leased.map((row) => [row.enquiry_id, row.attempts]));
    const rows = await db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', 'in', [...attempts.keys()])
      .execute();
    return rows.map((row) => ({ enquiry: enquiryFromRow(row), attempts: attempts.get(row.id) ?? 0 }));
  }

  async function claimOneByOne({ now, limit, leaseMs }: ClaimOptions): Promise<PendingDelivery[]> {
    const at = now.toISOString();
    const candidates = await db
      .selectFrom('enquiry_outbox as o')
      .innerJoin('enquiries as e', 'e.id', 'o.enquiry_id')
      .selectAll('e')
      .select('o.attempts')
      .where('o.delivered_at', 'is', null)
      .where('o.next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('o.locked_until', 'is', null), eb('o.locked_until', '<=', at)]))
      .orderBy('o.next_attempt_at')
      .limit(limit)
      .execute();
    const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
    const claimed: PendingDelivery[] = [];
    for (const row of candidates) {
      // The conditional update is the claim: only one worker's update can match the row.
      const result = await db
        .updateTable('enquiry_outbox')
        .set({ locked_until: lockedUntil })
        .where('enquiry_id', '=', row.id)
        .where((eb) => claimable(eb, at))
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) claimed.push({ enquiry: enquiryFromRow(row), attempts: row.attempts });
    }
    return claimed;
  }

  async function markDelivered(enquiryId: string, at: Date): Promise<void> {
    await db
      .updateTable('enquiry_outbox')
      .set((eb) => ({
        delivered_at: at.toISOString(),
        locked_until: null,
        last_error: null,
        attempts: eb('attempts', '+', 1),
      }))
      .where('enquiry_id', '=', enquiryId)
      .execute();
  }

  async function markDeliveryFailed(enquiryId: string, error: string, nextAttemptAt: Date): Promise<void> {
    await db
      .updateTable('enquiry_outbox')
      .set((eb) => ({
        next_attempt_at: nextAttemptAt.toISOString(),
        locked_until: null,
        last_error: error.slice(0, 500),
        attempts: eb('attempts', '+', 1),
      }))
      .where('enquiry_id', '=', enquiryId)
      .execute();
  }

  async function countWhereDelivered(delivered: boolean): Promise<number> {
    const row = await db
      .selectFrom('enquiry_outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('delivered_at', delivered ? 'is not' : 'is', null)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers COUNT as a bigint string, SQLite as a number.
    return Number(row.n);
  }

  async function outboxCounts(): Promise<OutboxCounts> {
    return { pending: await countWhereDelivered(false), delivered: await countWhereDelivered(true) };
  }

  return {
    claimDueDeliveries: dialect === 'postgres' ? claimSkippingLocked : claimOneByOne,
    markDelivered,
    markDeliveryFailed,
    outboxCounts,
  };
}
