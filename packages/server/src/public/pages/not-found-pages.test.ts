import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { FAKE_TOUR_BOOT } from '../../testing/fake-dist.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('pages of unknown tours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it.each(['/nosuchcode', '/nosuchcode/', '/nosuchcode/video', '/nosuchcode?embed=1'])(
    'answer %s with 404 and the app, which shows its not-found screen, asked for again each visit',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers).not.toHaveProperty('etag');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.body).toContain('<script id="tourview-config" type="application/json">');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-aaa111.js"></script>');
      expect(res.body).not.toContain('tourview-tour');
    },
  );

  it('answer a revalidation with the 404 again, never a 304 of the home page', async () => {
    const home = await t.app.inject('/');
    const res = await t.app.inject({
      url: '/nosuchcode',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(res.statusCode).toBe(404);
  });

  it('leave found tours as they were: 200 with the early viewer', async () => {
    const res = await t.app.inject('/abc123');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<script type="module">${FAKE_TOUR_BOOT}</script>`);
    expect((await t.app.inject('/abc123/video')).statusCode).toBe(200);
  });

  it('stay 200 while storage cannot answer: that is no miss', async () => {
    // An app of its own, so the other tests keep their storage whatever the order.
    const down = await startTestApp('sqlite');
    try {
      await down.storage.close();
      const res = await down.app.inject('/asked-while-down');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('tourview-tour');
    } finally {
      await down.close();
    }
  });
});
