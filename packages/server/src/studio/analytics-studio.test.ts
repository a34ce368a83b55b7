import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const { property } = sampleTour();
const day = new Date().toISOString().slice(0, 10);
const range = `from=${day}&to=${day}`;

describe.each(DIALECTS)('the studio’s analytics, on %s', (dialect) => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  let editor: { id: string; session: string };
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
    await t.storage.recordAnalytics({
      tourCode: 'quay-3',
      visitorHash: 'h1',
      receivedAt: new Date(),
      batch: {
        visit: 'visit-0123456789abcdef',
        events: [
          { kind: 'visit_start', device: 'phone', language: 'en' },
          { kind: 'room_entered', room: 'hall' },
          { kind: 'look', room: 'hall', yaw: 45, pitch: 0 },
          { kind: 'contact_opened' },
        ],
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, session?: string) =>
    t.app.inject({ method: 'GET', url: `/api/studio${url}`, headers: t.headers(session) });

  it('gives the tour’s report, its CSV and a room’s attention map to those who work on it', async () => {
    const report = await get(`/tours/quay-3/analytics?${range}`, editor.session);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      visits: 1,
      funnel: { contactOpened: 1 },
      rooms: [{ room: 'hall', visits: 1 }],
    });
    const csv = await get(`/tours/quay-3/analytics.csv?${range}`, editor.session);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toContain('funnel,contact opened,,1');
    const map = await get(`/tours/quay-3/analytics/attention?room=hall&${range}`, editor.session);
    expect(map.json()).toEqual({ room: 'hall', samples: 1, cells: [{ yaw: 45, pitch: 0, count: 1 }] });
  });

  it('hides other tours’ numbers, needs a session and checks the range', async () => {
    expect((await get(`/tours/dock-7/analytics?${range}`, editor.session)).statusCode).toBe(404);
    expect((await get(`/tours/dock-7/analytics?${range}`, admin.session)).json()).toMatchObject({
      visits: 0,
    });
    expect((await get(`/tours/quay-3/analytics?${range}`)).statusCode).toBe(401);
    const inverted = await get(`/tours/quay-3/analytics?from=${day}&to=2020-01-01`, editor.session);
    expect(inverted.json()).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
