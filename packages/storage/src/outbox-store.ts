import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { enquiryFromRow } from './enquiry-row.js';
import type { ClaimOptions, OutboxStore, OutboxCounts, PendingDelivery } from './types.js';

/** The enquiry webhook outbox: claim what is due, then mark it delivered or failed. */
export function createOutboxStore(db: Kysely<Database>): OutboxStore {
  async function claimDueDeliveries({ now, limit, leaseMs }: ClaimOptions): Promise<PendingDelivery[]> {
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
        .where('delivered_at', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
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

  return { claimDueDeliveries, markDelivered, markDeliveryFailed, outboxCounts };
}
