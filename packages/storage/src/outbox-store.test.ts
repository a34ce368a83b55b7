import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS } from './testing/scratch-storage.js';

const fields = { name: 'Robin', email: 'robin@example.com', message: 'Hello', consent: true } as const;
const LEASE = { limit: 10, leaseMs: 60_000 };
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(DIALECTS)('enquiry outbox on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('queues every new enquiry for delivery', async () => {
    const stored = await db.storage.createEnquiry('abc123', fields);
    const claimed = await db.storage.claimDueDeliveries({ now: later(1), ...LEASE });
    expect(claimed).toEqual([{ enquiry: stored, attempts: 0 }]);
  });

  it('lets only one worker hold a claim until its lease runs out', async () => {
    await db.storage.createEnquiry('abc123', fields);
    expect(await db.storage.claimDueDeliveries({ now: later(1), ...LEASE })).toHaveLength(1);
    expect(await db.storage.claimDueDeliveries({ now: later(2), ...LEASE })).toHaveLength(0);
    expect(await db.storage.claimDueDeliveries({ now: later(61_000), ...LEASE })).toHaveLength(1);
  });

  it('never hands out a delivered entry again', async () => {
    const stored = await db.storage.createEnquiry('abc123', fields);
    await db.storage.claimDueDeliveries({ now: later(1), ...LEASE });
    await db.storage.markDelivered(stored.id, new Date());
    expect(await db.storage.claimDueDeliveries({ now: later(120_000), ...LEASE })).toEqual([]);
    expect(await db.storage.outboxCounts()).toEqual({ pending: 0, delivered: 1 });
  });

  it('retries a failed entry only when its next attempt is due, counting attempts', async () => {
    const stored = await db.storage.createEnquiry('abc123', fields);
    await db.storage.claimDueDeliveries({ now: later(1), ...LEASE });
    await db.storage.markDeliveryFailed(stored.id, 'HTTP 503', later(5_000));
    expect(await db.storage.claimDueDeliveries({ now: later(10), ...LEASE })).toEqual([]);
    const retried = await db.storage.claimDueDeliveries({ now: later(5_001), ...LEASE });
    expect(retried.map((d) => d.attempts)).toEqual([1]);
    expect(await db.storage.outboxCounts()).toEqual({ pending: 1, delivered: 0 });
  });
});
