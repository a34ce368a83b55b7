import { join } from 'node:path';
import { openStorage, type StoredEnquiry } from '@tourview/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTour } from '../import/import-tour.js';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';
import { enquiriesToCsv, listEnquiries } from './enquiries.js';

const enquiry = (over: Partial<StoredEnquiry>): StoredEnquiry => ({
  id: 'e1',
  tourCode: 'demo',
  name: 'Ann',
  message: 'Hello',
  consent: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  ...over,
});

describe('enquiriesToCsv', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = enquiriesToCsv([
      enquiry({ email: 'ann@example.com', message: 'Is it "quiet",\nreally?' }),
      enquiry({ id: 'e2', name: '=HYPERLINK("x")', phone: '+31 20 123' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,tourCode,createdAt,name,email,phone,preferredContactTime,message',
      'e1,demo,2026-01-02T03:04:05.000Z,Ann,ann@example.com,,,"Is it ""quiet"",\nreally?"',
      `e2,demo,2026-01-02T03:04:05.000Z,"'=HYPERLINK(""x"")",,'+31 20 123,,Hello`,
      '',
    ]);
  });
});

describe('listEnquiries', () => {
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  beforeEach(async () => {
    data = await temporaryDataDir();
    for (const code of ['tour-a', 'tour-b']) {
      await importTour({ folder: join(FIXTURES, 'cube-colours'), dataDir: data.dataDir, code });
    }
    const storage = await openStorage(data);
    const fields = { name: 'Bo', email: 'bo@example.com', message: 'Viewing?', consent: true as const };
    await storage.createEnquiry('tour-a', fields);
    await storage.createEnquiry('tour-b', { ...fields, name: 'Cy' });
    await storage.close();
  });
  afterEach(() => data.remove());

  it('filters by tour and by date', async () => {
    expect((await listEnquiries(data)).map((e) => e.name).sort()).toEqual(['Bo', 'Cy']);
    expect((await listEnquiries(data, { code: 'tour-b' })).map((e) => e.name)).toEqual(['Cy']);
    expect(await listEnquiries(data, { since: '2999-01-01' })).toEqual([]);
    expect(await listEnquiries(data, { since: '2000-01-01' })).toHaveLength(2);
  });

  it('rejects a date it cannot read', async () => {
    await expect(listEnquiries(data, { since: 'last week' })).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });
});
