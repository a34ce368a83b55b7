import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS } from './testing/scratch-storage.js';

const fields = { name: 'Robin', email: 'robin@example.com', message: 'Hello', consent: true } as const;

describe.each(DIALECTS)('operational stats on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('report an empty outbox and queue', async () => {
    expect(await db.storage.operationalStats()).toEqual({
      outboxPending: 0,
      oldestPendingEnquiryAt: null,
      jobsByState: {},
    });
  });

  it('count undelivered enquiries from the oldest, and jobs by state', async () => {
    const first = await db.storage.createEnquiry('abc123', fields);
    const second = await db.storage.createEnquiry('abc123', fields);
    await db.storage.createEnquiry('abc123', fields);
    await db.storage.markDelivered(first.id, new Date());
    await db.storage.enqueueJob({ kind: 'publish', tourCode: 'abc123', payload: {}, createdBy: null });
    await db.storage.enqueueJob({ kind: 'publish', tourCode: 'abc124', payload: {}, createdBy: null });

    expect(await db.storage.operationalStats()).toEqual({
      outboxPending: 2,
      oldestPendingEnquiryAt: second.createdAt,
      jobsByState: { queued: 2 },
    });
  });
});
