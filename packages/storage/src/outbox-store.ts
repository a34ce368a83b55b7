import type { Kysely } from 'kysely';
import type { Dialect } from './connect.js';
import type { Database } from './database.js';
import { claimOneByOne, claimSkippingLocked } from './outbox-claims.js';
import type { OutboxStore } from './types.js';

/**
 * The enquiry webhook outbox: claim what is due, then mark it delivered or failed. Any number
 * of workers may claim at once on PostgreSQL (`FOR UPDATE SKIP LOCKED`: each takes rows no
 * other is taking); on SQLite, a single-machine database, one process at a time is assumed
 * and a conditional update still keeps two workers from holding one row.
 */
export function createOutboxStore(db: Kysely<Database>, dialect: Dialect): OutboxStore {
  const claim = dialect === 'postgres' ? claimSkippingLocked : claimOneByOne;
  return {
    claimDueDeliveries: (options) => claim(db, options),
    async markDelivered(enquiryId, at) {
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
    },
    async markDeliveryFailed(enquiryId, error, nextAttemptAt) {
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
    },
    async outboxCounts() {
      return {
        pending: await countWhereDelivered(db, false),
        delivered: await countWhereDelivered(db, true),
      };
    },
  };
}

async function countWhereDelivered(db: Kysely<Database>, delivered: boolean): Promise<number> {
  const row = await db
    .selectFrom('enquiry_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('delivered_at', delivered ? 'is not' : 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers COUNT as a bigint string, SQLite as a number.
  return Number(row.n);
}
