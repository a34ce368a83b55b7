import { describe, expect, it } from 'vitest';
import type { EnquiryFields } from '@tourview/schema';
import { InvalidEnquiryError, InvalidQueryError } from './errors.js';
import { freshStorageEachTest } from './testing/each-dialect.js';
import { DIALECTS } from './testing/scratch-storage.js';

const fields: EnquiryFields = {
  name: '  Robin Buyer ',
  email: 'robin@example.com',
  phone: '',
  message: 'Is the garden south-facing?',
  preferredContactTime: 'evening',
  consent: true,
};

describe.each(DIALECTS)('enquiry store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('stores an enquiry, trimmed, without empty fields', async () => {
    const stored = await db.storage.createEnquiry('abc123', fields);
    expect(stored).toMatchObject({
      tourCode: 'abc123',
      name: 'Robin Buyer',
      email: 'robin@example.com',
      consent: true,
    });
    expect(stored).not.toHaveProperty('phone');
    expect(await db.storage.listEnquiries()).toEqual([stored]);
  });

  it('filters by tour and by time', async () => {
    const a = await db.storage.createEnquiry('abc123', fields);
    const b = await db.storage.createEnquiry('other1', { ...fields, email: '', phone: '+44 20 7946 0000' });
    expect(await db.storage.listEnquiries({ tourCode: 'other1' })).toEqual([b]);
    expect((await db.storage.listEnquiries({ since: a.createdAt })).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await db.storage.listEnquiries({ since: '2999-01-01T00:00:00Z' })).toEqual([]);
  });

  it('rejects invalid fields and stores nothing', async () => {
    const bad = { ...fields, email: '', phone: '' };
    await expect(db.storage.createEnquiry('abc123', bad)).rejects.toBeInstanceOf(InvalidEnquiryError);
    expect(await db.storage.listEnquiries()).toEqual([]);
    expect(await db.storage.outboxCounts()).toEqual({ pending: 0, delivered: 0 });
  });

  it('rejects a malformed tour code and a "since" that is no date', async () => {
    const error = await db.storage.createEnquiry('../x', fields).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidEnquiryError);
    expect(error).toMatchObject({ code: 'invalid_enquiry' });
    expect((error as InvalidEnquiryError).problems[0]).toMatch(/^tourCode: /);
    const query = db.storage.listEnquiries({ since: 'yesterday-ish' });
    await expect(query).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(query).rejects.toMatchObject({ code: 'invalid_query' });
  });

  it('stores enquiries sent at once, each with its outbox entry', async () => {
    const stored = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        db.storage.createEnquiry('abc123', { ...fields, name: `Buyer ${i}` }),
      ),
    );
    expect(new Set(stored.map((e) => e.id)).size).toBe(150);
    expect((await db.storage.listEnquiries()).map((e) => e.id).sort()).toEqual(
      stored.map((e) => e.id).sort(),
    );
    expect(await db.storage.outboxCounts()).toEqual({ pending: 150, delivered: 0 });
  });

  it('stores SQL-looking text verbatim', async () => {
    const message = "Robert'); DROP TABLE enquiries; --";
    await db.storage.createEnquiry('abc123', { ...fields, message });
    expect((await db.storage.listEnquiries())[0]?.message).toBe(message);
  });
});
