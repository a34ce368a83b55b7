import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const DAY_MS = 24 * 3_600_000;

describe.each(DIALECTS)('the studio’s previews, on %s', (dialect) => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect, { PUBLIC_ORIGIN: 'https://tours.example' });
    editor = await t.accountWithSession('ed@example.com', 'editor');
    other = await t.accountWithSession('other@example.com', 'editor');
    await t.storage.putTour(sampleTour('flat'));
    await t.storage.setTours(editor.id, ['flat']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', session: string) =>
    t.app.inject({ method, url: '/api/studio/tours/flat/preview', headers: t.headers(session) });

  it('queues a preview job for a member, and 404s the tour for others', async () => {
    const res = await call('POST', editor.session);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'preview', tourCode: 'flat', state: 'queued' });
    const job = await t.storage.getJob((res.json() as { id: string }).id);
    expect(job).toMatchObject({ payload: { code: 'flat' }, createdBy: { email: 'ed@example.com' } });
    expect((await call('POST', other.session)).json()).toMatchObject({ code: 'tour_not_found' });
  });

  it('shows the newest valid preview as its visitor page on the public origin, until it expires', async () => {
    expect((await call('GET', editor.session)).json()).toMatchObject({
      status: 404,
      code: 'preview_not_found',
    });
    const made = await t.storage.createPreview(
      {
        code: 'flat',
        record: sampleTour('flat'),
        buildId: 'b1',
        draftRevision: 3,
        createdBy: null,
        jobId: null,
      },
      DAY_MS,
      // Made a day ago less a minute, so it expires within a session's idle time.
      new Date(t.clock.now.getTime() - DAY_MS + 60_000),
    );
    const res = await call('GET', editor.session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      url: `https://tours.example/flat?preview=${made.token}`,
      draftRevision: 3,
      createdBy: null,
      createdAt: made.createdAt,
      expiresAt: made.expiresAt,
    });
    t.clock.advance(60_000);
    expect((await call('GET', editor.session)).statusCode).toBe(404);
  });

  it('lets the studio frame the visitor origin and nothing else', async () => {
    const res = await t.app.inject('/api/studio/session');
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe("frame-src 'self' https://tours.example");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
