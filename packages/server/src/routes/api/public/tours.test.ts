import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../../../testing/test-app.js';
import { sampleTour } from '../../../testing/sample-tour.js';

const MALFORMED = [
  '%E0%A4%A',
  '%',
  '..%2F..%2Fetc',
  'ab',
  'abc%00',
  'x'.repeat(10_000),
  '%E2%9C%93%E2%9C%93%E2%9C%93',
  "abc'%20OR%20'1'='1",
  'a.b.c',
];

describe.each(DIALECTS)('GET /api/public/tours/{tourCode} on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // No cache, so a changed tour shows at once; the cache has its own tests.
    t = await startTestApp(dialect, {}, { tourCacheTtlMs: 0 });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it('answers the stored tour with an ETag that must be revalidated', async () => {
    const res = await t.app.inject('/api/public/tours/abc123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(sampleTour('abc123'));
    expect(res.headers.etag).toMatch(/^"[\w-]{10,}"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 without a body when the ETag still matches, 200 after a change', async () => {
    const first = await t.app.inject('/api/public/tours/abc123');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/public/tours/abc123', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.storage.putTour({ ...sampleTour('abc123'), title: 'Changed title' });
    const changed = await t.app.inject({
      url: '/api/public/tours/abc123',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Changed title' });
  });

  it('answers 404 tour_not_found as problem+json for an unknown code', async () => {
    const res = await t.app.inject('/api/public/tours/unknown-code');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      code: 'tour_not_found',
      status: 404,
      type: 'urn:tourview:problem:tour_not_found',
    });
  });

  it.each(MALFORMED)('rejects the malformed code %# with a 4xx problem, never 5xx', async (code) => {
    const res = await t.app.inject(`/api/public/tours/${code}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('names malformed codes invalid_tour_code', async () => {
    for (const code of ['ab', 'x'.repeat(10_000), "abc'%20OR%20'1'='1"]) {
      expect((await t.app.inject(`/api/public/tours/${code}`)).json()).toMatchObject({
        code: 'invalid_tour_code',
      });
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/public/tours/abc123' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('compresses the tour for clients that accept brotli', async () => {
    const res = await t.app.inject({ url: '/api/public/tours/abc123', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('guessing tour codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { NOT_FOUND_RATE_LIMIT_PER_MINUTE: '3' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it('is rate limited per client after a few misses, for unknown codes and API paths', async () => {
    const statuses: number[] = [];
    for (const code of ['guess-1', 'guess-2', 'guess-3', 'guess-4']) {
      statuses.push((await t.app.inject(`/api/public/tours/${code}`)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const blocked = await t.app.inject('/api/public/tours/abc123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({ url: '/api/public/tours/abc123', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });
});
