import type { EnquiryFields } from '@tourview/schema';
import { csvCells, sampleEnquiry as fields, sampleTour, FORMULA_CELL } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const { property } = sampleTour();

describe.each(DIALECTS)('the studio’s enquiries, on %s', (dialect) => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  let editor: { id: string; session: string };
  let ids: { garden: string; parking: string; elsewhere: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    admin = await t.accountWithSession('admin@example.com', 'admin');
    editor = await t.accountWithSession('ed@example.com', 'editor');
    for (const code of ['quay-3', 'dock-7'])
      await t.app.inject({
        method: 'POST',
        url: '/api/studio/tours',
        headers: t.headers(admin.session),
        payload: { code, title: code, property },
      });
    await t.storage.setTours(editor.id, ['quay-3']);
    // A few milliseconds apart, so "newest first" has one answer (ids break ties at random).
    const apart = async (code: string, over: Partial<EnquiryFields> = {}) => {
      await new Promise((r) => setTimeout(r, 5));
      return (await t.storage.createEnquiry(code, fields(over))).id;
    };
    ids = {
      garden: await apart('quay-3'),
      parking: await apart('quay-3', { message: '=HYPERLINK("x") parking?' }),
      elsewhere: await apart('dock-7', { name: 'Kim' }),
    };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, session?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/studio${url}`,
      headers: t.headers(session),
      ...(payload ? { payload } : {}),
    });
  const listed = async (url: string, session: string) =>
    (await call('GET', url, session)).json<{ enquiries: { id: string }[] }>().enquiries.map((e) => e.id);

  it('shows an editor only the enquiries of their tours, and admins all', async () => {
    expect(await listed('/enquiries', editor.session)).toEqual([ids.parking, ids.garden]);
    // The export's test may have added its own tour's enquiries: the admin sees those too.
    const adminSees = (await call('GET', '/enquiries', admin.session))
      .json<{ enquiries: { id: string; tourCode: string }[] }>()
      .enquiries.filter((e) => e.tourCode !== 'pier-4')
      .map((e) => e.id);
    expect(adminSees).toEqual([ids.elsewhere, ids.parking, ids.garden]);
    expect(await listed('/enquiries?tour=dock-7', admin.session)).toEqual([ids.elsewhere]);
    const notTheirs = await call('GET', '/enquiries?tour=dock-7', editor.session);
    expect(notTheirs.json()).toMatchObject({ status: 404, code: 'tour_not_found' });
    expect((await call('GET', '/enquiries')).statusCode).toBe(401);
  });

  it('filters by words and rejects a malformed filter', async () => {
    expect(await listed('/enquiries?q=PARKING', editor.session)).toEqual([ids.parking]);
    const bad = await call('GET', '/enquiries?status=spam', editor.session);
    expect(bad.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('marks an enquiry answered, filters by status, and audits it', async () => {
    const res = await call('PUT', `/enquiries/${ids.garden}/status`, editor.session, { status: 'answered' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.garden,
      status: 'answered',
      statusChangedBy: 'ed@example.com',
      statusChangedAt: t.clock.now.toISOString(),
    });
    expect(await listed('/enquiries?status=answered', editor.session)).toEqual([ids.garden]);
    expect(await listed('/enquiries?status=new', editor.session)).toEqual([ids.parking]);
    const audit = await call('GET', '/audit', admin.session);
    expect(JSON.stringify(audit.json())).toContain(`quay-3 enquiry ${ids.garden} → answered`);
  });

  it('answers 404 for an enquiry of another tour and 403 without the XSRF header', async () => {
    const other = await call('PUT', `/enquiries/${ids.elsewhere}/status`, editor.session, {
      status: 'answered',
    });
    expect(other.json()).toMatchObject({ status: 404, code: 'enquiry_not_found' });
    expect((await t.storage.getInboxEnquiry(ids.elsewhere))?.status).toBe('new');
    const none = await call('PUT', '/enquiries/nope/status', admin.session, { status: 'answered' });
    expect(none.json()).toMatchObject({ status: 404, code: 'enquiry_not_found' });
    const noXsrf = await t.app.inject({
      method: 'PUT',
      url: `/api/studio/enquiries/${ids.parking}/status`,
      headers: { cookie: t.headers(editor.session).cookie ?? '' },
      payload: { status: 'answered' },
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('exports the filtered list as CSV with status columns, formulas defused', async () => {
    // A tour and editor of its own: the enquiries it adds would change the other tests' lists.
    const seller = await t.accountWithSession('seller@example.com', 'editor');
    await t.app.inject({
      method: 'POST',
      url: '/api/studio/tours',
      headers: t.headers(seller.session),
      payload: { code: 'pier-4', title: 'pier-4', property },
    });
    await t.storage.createEnquiry('pier-4', fields({ message: '=HYPERLINK("x") parking?' }));
    const answered = (
      await t.storage.createEnquiry('pier-4', fields({ name: 'Jan;=1+1', message: 'a,+b\n@c' }))
    ).id;
    await call('PUT', `/enquiries/${answered}/status`, seller.session, { status: 'answered' });
    const res = await call('GET', '/enquiries.csv?tour=pier-4', seller.session);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('enquiries.csv');
    const [header, ...rows] = res.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'id,tourCode,createdAt,name,email,phone,preferredContactTime,message,status,statusChangedAt,statusChangedBy',
    );
    expect(rows).toHaveLength(2);
    expect(res.body).toContain(`"'=HYPERLINK(""x"") parking?"`);
    for (const separator of [',', ';'] as const)
      expect(csvCells(res.body, separator).filter((cell) => FORMULA_CELL.test(cell))).toEqual([]);
    expect(rows.find((r) => r.startsWith(answered))).toMatch(/,answered,[^,]+,seller@example\.com$/);
  });
});
