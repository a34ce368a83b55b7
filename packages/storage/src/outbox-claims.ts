import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from './database.js';
import { enquiryFromRow } from './enquiry-row.js';
import type { ClaimOptions, PendingDelivery } from './types.js';

type OutboxRow = ExpressionBuilder<Database, 'enquiry_outbox'>;

/** Due, undelivered, and held by no worker (or by one whose lease ran out). */
function claimable(eb: OutboxRow, at: string) {
  return eb.and([
    eb('delivered_at', 'is', null),
    eb('next_attempt_at', '<=', at),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]),
  ]);
}

/** One statement: lock due rows others are not locking, lease them, return what was leased. */
export async function claimSkippingLocked(
  db: Kysely<Database>,
  { now, limit, leaseMs }: ClaimOptions,
): Promise<PendingDelivery[]> {
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

/** Due rows read first, then each leased by a conditional update. */
export async function claimOneByOne(
  db: Kysely<Database>,
  { now, limit, leaseMs }: ClaimOptions,
): Promise<PendingDelivery[]> {
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
