import { TOUR_ELEMENT_ID, type Tour } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';

const DAY_MS = 24 * 3_600_000;
const LOCAL_STUDIO = "frame-ancestors 'self' http://localhost:8081 http://127.0.0.1:8081";

function frameAncestors(csp: unknown): string | undefined {
  return String(csp)
    .split(';')
    .find((d) => d.startsWith('frame-ancestors'));
}

/** The tour a page inlines, or `null`. */
function inlinedTour(html: string): Tour | null {
  const start = html.indexOf(`id="${TOUR_ELEMENT_ID}"`);
  if (start === -1) return null;
  const json = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
  return JSON.parse(json) as Tour;
}

async function makePreview(t: TestApp, code: string, title: string, made = new Date()) {
  const record = sampleTour(code, { title });
  const preview = { code, record, buildId: 'b-preview', draftRevision: 2, createdBy: null, jobId: null };
  return (await t.storage.createPreview(preview, DAY_MS, made)).token;
}

describe.each(DIALECTS)('preview pages on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let expired = '';
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.storage.putTour(sampleTour('flat', { title: 'Live title' }));
    await t.storage.putTour(sampleTour('house', { title: 'Another tour' }));
    token = await makePreview(t, 'flat', 'Draft title');
    expired = await makePreview(t, 'flat', 'Old draft', new Date(Date.now() - DAY_MS - 1000));
  });
  afterAll(() => t.close());

  it('inlines the preview’s record, which no cache may keep, no search engine list, and the studio may frame', async () => {
    for (const url of [
      `/flat?preview=${token}`,
      `/flat?scene=living&preview=${token}`,
      `/flat/video?preview=${token}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(inlinedTour(res.body)?.title, url).toBe('Draft title');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers).not.toHaveProperty('etag');
      expect(frameAncestors(res.headers['content-security-policy'])).toBe(LOCAL_STUDIO);
      expect(res.headers).not.toHaveProperty('x-frame-options');
    }
  });

  it('leaves the live tour as visitors see it: a page without the token is the live one', async () => {
    const res = await t.app.inject('/flat');
    expect(res.statusCode).toBe(200);
    expect(inlinedTour(res.body)?.title).toBe('Live title');
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers).not.toHaveProperty('x-robots-tag');
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await t.app.inject('/api/public/tours/flat');
    expect((api.json() as Tour).title).toBe('Live title');
  });

  it.each([
    ['an unknown token', () => `/flat?preview=${'x'.repeat(32)}`],
    ['an expired token', () => `/flat?preview=${expired}`],
    ['a malformed token', () => '/flat?preview=abc'],
    ['an empty token', () => '/flat?preview='],
    ['another tour’s token', () => `/house?preview=${token}`],
  ])('answers %s with a 404 page holding no tour, never the live one', async (_name, url) => {
    const res = await t.app.inject(url());
    expect(res.statusCode).toBe(404);
    expect(inlinedTour(res.body)).toBeNull();
    expect(res.body).toContain('id="tourview-config"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers the app’s API request for the tour with the preview too, and unknown tokens with 404', async () => {
    const res = await t.app.inject(`/api/public/tours/flat?preview=${token}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Tour).title).toBe('Draft title');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers).not.toHaveProperty('etag');
    for (const url of [
      `/api/public/tours/flat?preview=${expired}`,
      `/api/public/tours/house?preview=${token}`,
    ]) {
      const miss = await t.app.inject(url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json()).toMatchObject({ code: 'preview_not_found' });
      expect(miss.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('preview pages with STUDIO_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { STUDIO_ORIGIN: 'https://studio.example' });
    await t.storage.putTour(sampleTour('flat'));
  });
  afterAll(() => t.close());

  it('let that origin alone frame them', async () => {
    const token = await makePreview(t, 'flat', 'Draft title');
    const res = await t.app.inject(`/flat?preview=${token}`);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe(
      "frame-ancestors 'self' https://studio.example",
    );
  });
});
