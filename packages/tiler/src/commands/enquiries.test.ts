import { join } from 'node:path';
import { openStorage, type StoredEnquiry } from '@tourview/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTour } from '../import/import-tour.js';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';
import { enquiriesToCsv, enquiriesToJson, listEnquiries } from './enquiries.js';

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

/** Characters a terminal would act on: C0 controls, DEL and C1 controls, bidi overrides. */
const TERMINAL_ACTIVE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

const hostile = [
  enquiry({ name: 'Eve\u001b]0;pwned\u0007', message: 'clear\u001b[2J\u009b31mred\u202Etxt.exe' }),
  enquiry({ id: 'e2', name: '\u0085Mallory', phone: '\t=1+1', message: 'line one\r\nline two' }),
];

describe('enquiries written to a terminal', () => {
  it('CSV carries no control character but its row breaks and the message line breaks', () => {
    const csv = enquiriesToCsv(hostile);
    expect(csv.replaceAll('\r\n', '').replaceAll('\n', '')).not.toMatch(TERMINAL_ACTIVE);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(
      'e1,demo,2026-01-02T03:04:05.000Z,"Eve\\u001b]0;pwned\\u0007",,,,clear\\u001b[2J\\u009b31mred\\u202etxt.exe',
    );
    expect(second).toBe(
      `e2,demo,2026-01-02T03:04:05.000Z,\\u0085Mallory,,'\\u0009=1+1,,"line one\nline two"`,
    );
  });

  it.each(['=', '+', '-', '@', '\t', '\r', '\uFF1D'])('defuses a cell starting with %j', (start) => {
    const cells = enquiriesToCsv([enquiry({ name: `${start}cmd|' /C calc'!A0` })]).split('\r\n')[1];
    expect(cells?.split(',')[3]).toMatch(/^"?'/);
  });

  it('JSON escapes what JSON.stringify leaves raw, and reads back to the same values', () => {
    const json = enquiriesToJson(hostile);
    expect(json.replaceAll('\n', '')).not.toMatch(TERMINAL_ACTIVE);
    expect(json).toContain('\\u009b31mred\\u202etxt.exe');
    expect(JSON.parse(json)).toEqual(hostile);
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
