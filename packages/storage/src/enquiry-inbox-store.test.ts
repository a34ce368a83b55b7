import { sampleEnquiry as fields } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS } from './testing/scratch-storage.js';

describe.each(DIALECTS)('enquiry inbox on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('lists enquiries newest first, each new until someone marks it', async () => {
    const first = await db.storage.createEnquiry('abc123', fields());
    // A few milliseconds apart, so "newest first" has one answer (ids break ties at random).
    await new Promise((r) => setTimeout(r, 5));
    const second = await db.storage.createEnquiry('abc123', fields({ name: 'Sam' }));
    const list = await db.storage.listInbox({ limit: 10 });
    expect(list.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      name: 'Robin Buyer',
      status: 'new',
      statusChangedAt: null,
      statusChangedBy: null,
    });
    expect(list[1]).not.toHaveProperty('consent');
  });

  it('marks an enquiry answered and back, recording who and when', async () => {
    const { id } = await db.storage.createEnquiry('abc123', fields());
    const at = new Date('2026-03-01T10:00:00Z');
    const answered = await db.storage.setEnquiryStatus(id, 'answered', 'ada@example.com', at);
    expect(answered).toMatchObject({
      id,
      status: 'answered',
      statusChangedAt: at.toISOString(),
      statusChangedBy: 'ada@example.com',
    });
    await db.storage.setEnquiryStatus(id, 'new', 'bo@example.com');
    expect(await db.storage.getInboxEnquiry(id)).toMatchObject({
      status: 'new',
      statusChangedBy: 'bo@example.com',
    });
    expect(await db.storage.setEnquiryStatus('no-such-id', 'answered', 'ada@example.com')).toBeNull();
  });

  it('filters by tours, status and words in any field, in any letter case', async () => {
    const garden = await db.storage.createEnquiry('abc123', fields());
    const parking = await db.storage.createEnquiry('abc123', fields({ message: 'Any PARKING nearby?' }));
    const other = await db.storage.createEnquiry('other1', fields({ name: 'Kim', email: 'kim@mail.test' }));
    const phone = await db.storage.createEnquiry('other1', fields({ email: '', phone: '+44 20 7946 0000' }));
    await db.storage.setEnquiryStatus(parking.id, 'answered', 'ada@example.com');
    const ids = async (query: Parameters<typeof db.storage.listInbox>[0]) =>
      (await db.storage.listInbox(query)).map((e) => e.id).sort();

    expect(await ids({ tourCodes: ['other1'], limit: 10 })).toEqual([other.id, phone.id].sort());
    expect(await ids({ tourCodes: [], limit: 10 })).toEqual([]);
    expect(await ids({ status: 'answered', limit: 10 })).toEqual([parking.id]);
    expect(await ids({ status: 'new', tourCodes: ['abc123'], limit: 10 })).toEqual([garden.id]);
    expect(await ids({ words: 'parking', limit: 10 })).toEqual([parking.id]);
    expect(await ids({ words: 'KIM@MAIL', limit: 10 })).toEqual([other.id]);
    expect(await ids({ words: '7946', limit: 10 })).toEqual([phone.id]);
    expect(await ids({ limit: 1 })).toHaveLength(1);
  });

  it('takes % and _ in the words literally', async () => {
    const percent = await db.storage.createEnquiry('abc123', fields({ message: 'Is 5% off possible?' }));
    await db.storage.createEnquiry('abc123', fields({ message: 'Is 50 off possible?' }));
    expect((await db.storage.listInbox({ words: '5%', limit: 10 })).map((e) => e.id)).toEqual([percent.id]);
    expect(await db.storage.listInbox({ words: 'is_5', limit: 10 })).toEqual([]);
  });
});
