import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';
import { sampleTour } from '@tourview/schema/testing';
import { TOUR_CACHE_TTL_MS } from '../tour-cache.js';

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

/** Stores a tour of its own for the calling test, so no test reads what another one changed. */
async function storedTour(t: TestApp, code: string): Promise<string> {
  await t.storage.putTour(sampleTour(code));
  return `/api/public/tours/${code}`;
}

describe.each(DIALECTS)('GET /api/public/tours/{tourCode} on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // No cache, so a changed tour shows at once; the cache has its own tests.
    t = await startTestApp(dialect, {}, { tourCacheTtlMs: 0 });
  });
  afterAll(() => t.close());

  it('answers the stored tour with an ETag that must be revalidated', async () => {
    const res = await t.app.inject(await storedTour(t, 'stored-1'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(sampleTour('stored-1'));
    expect(res.headers.etag).toMatch(/^"[\w-]{10,}"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 without a body when the ETag still matches, 200 after a change', async () => {
    const url = await storedTour(t, 'changes-1');
    const first = await t.app.inject(url);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.storage.putTour({ ...sampleTour('changes-1'), title: 'Changed title' });
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
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

  it('suggests the code that differs only by letter case, and still answers 404', async () => {
    await storedTour(t, 'cased-1');
    const res = await t.app.inject('/api/public/tours/CASED-1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'tour_not_found', suggestion: 'cased-1' });
    expect((await t.app.inject('/api/public/tours/cased-2')).json()).not.toHaveProperty('suggestion');
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
    const res = await t.app.inject({ method: 'HEAD', url: await storedTour(t, 'head-1') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('compresses the tour for clients that accept brotli', async () => {
    const url = await storedTour(t, 'brotli-1');
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'answers Accept-Encoding %j in %s that decodes to the record',
    async (accept, coding, decode) => {
      const url = await storedTour(t, `encoded-${coding}`);
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const plain = await t.app.inject(url);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('answers 304 to a compressing client whose ETag still matches', async () => {
    const url = await storedTour(t, 'compressed-304');
    const first = await t.app.inject(url);
    const res = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });
});

describe.each(DIALECTS)('a tour replaced in storage, behind the memory cache, on %s', (dialect) => {
  let t: TestApp;
  const get = (code: string, accept = 'identity') =>
    t.app.inject({ url: `/api/public/tours/${code}`, headers: { 'accept-encoding': accept } });
  const title = (res: Awaited<ReturnType<typeof get>>) =>
    (JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { title: string }).title;

  beforeAll(async () => {
    // The operators' tool writes from another process; the server hears nothing but time.
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('is served, with a new ETag and freshly compressed, once the time-to-live has passed', async () => {
    await storedTour(t, 'replaced-1');
    const before = await get('replaced-1', 'br');
    await t.storage.putTour({ ...sampleTour('replaced-1'), title: 'Replaced title' });
    vi.setSystemTime(Date.now() + TOUR_CACHE_TTL_MS - 1);
    expect((await get('replaced-1')).headers.etag).toBe(before.headers.etag);
    vi.setSystemTime(Date.now() + 1);
    const after = await get('replaced-1', 'br');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(title(after)).toBe('Replaced title');
    expect((await get('replaced-1')).json()).toMatchObject({ title: 'Replaced title' });
  });

  it('answers 404 for a removed tour once the time-to-live has passed', async () => {
    await storedTour(t, 'removed-1');
    expect((await get('removed-1')).statusCode).toBe(200);
    await t.storage.removeTour('removed-1');
    vi.setSystemTime(Date.now() + TOUR_CACHE_TTL_MS);
    expect((await get('removed-1')).statusCode).toBe(404);
  });
});

describe('guessing tour codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { NOT_FOUND_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('is rate limited per client after a few misses, for unknown codes and API paths', async () => {
    const statuses: number[] = [];
    for (const code of ['guess-1', 'guess-2', 'guess-3', 'guess-4']) {
      statuses.push((await t.app.inject(`/api/public/tours/${code}`)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const blocked = await t.app.inject('/api/public/tours/guess-5');
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject('/api/public/nothing-here')).statusCode).toBe(429);
    const other = await t.app.inject({ url: '/api/public/tours/guess-5', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(404);
  });

  it('still serves existing tours, 200 and 304, to a client that used up its misses', async () => {
    const remoteAddress = '10.0.0.5';
    const url = await storedTour(t, 'existing-1');
    await guessFrom(remoteAddress);
    expect(await statusFor(remoteAddress)).toBe(429);
    const found = await t.app.inject({ url, remoteAddress });
    expect(found.statusCode).toBe(200);
    const etag = String(found.headers.etag);
    const again = await t.app.inject({
      url,
      remoteAddress,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(await statusFor(remoteAddress)).toBe(429);
  });

  const guessFrom = async (remoteAddress: string) => {
    for (const code of ['guess-a', 'guess-b', 'guess-c'])
      await t.app.inject({ url: `/api/public/tours/${code}`, remoteAddress });
  };
  /** What the client gets for one more unknown code: 404, or 429 once it used up its misses. */
  const statusFor = async (remoteAddress: string) =>
    (await t.app.inject({ url: '/api/public/tours/guess-next', remoteAddress })).statusCode;

  it('counts an IPv4 client once, whether or not its address arrives IPv4-mapped', async () => {
    await guessFrom('::ffff:10.0.0.7');
    expect(await statusFor('10.0.0.7')).toBe(429);
    await guessFrom('10.0.0.8');
    expect(await statusFor('::ffff:10.0.0.8')).toBe(429);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    await guessFrom('2001:db8:1:2::a');
    expect(await statusFor('2001:db8:1:2::b')).toBe(429);
    expect(await statusFor('2001:db8:1:3::a')).toBe(404);
  });
});
