import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, type TestApp } from '../testing/test-app.js';

describe('XSRF cookie tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are 256 random bits, different for every cookieless client, also across refills', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await t.app.inject('/api/public/health');
      tokens.push(/^XSRF-TOKEN=([^;]+);/.exec(String(res.headers['set-cookie']))?.[1] ?? '');
    }
    expect(tokens.every((token) => /^[\w-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('where the XSRF cookie is issued', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  const cookieOf = async (
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
  ) => {
    const res = await t.app.inject({ method, url, headers });
    return {
      status: res.statusCode,
      cacheControl: res.headers['cache-control'],
      cookie: res.headers['set-cookie'],
    };
  };

  it('never on a cacheable API answer: a tour, 200 or 304', async () => {
    const found = await t.app.inject('/api/public/tours/abc123');
    expect(found.headers['cache-control']).toBe('public, no-cache');
    expect(found.headers['set-cookie']).toBeUndefined();
    const etag = String(found.headers.etag);
    expect(await cookieOf('/api/public/tours/abc123', { 'if-none-match': etag })).toEqual({
      status: 304,
      cacheControl: 'public, no-cache',
      cookie: undefined,
    });
  });

  it('on pages and on no-store API answers, problems included', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/abc123', 200],
      ['/api/public/health', 200],
      ['/api/public/tours/nope', 404],
      ['/api/public/tours/a%20b', 400],
    ] as const) {
      const answer = await cookieOf(url);
      expect(answer.status).toBe(status);
      expect(String(answer.cookie)).toMatch(/^XSRF-TOKEN=/);
      if (url.startsWith('/api/')) expect(answer.cacheControl).toBe('no-store');
    }
  });

  it('on a refused write, so the next attempt can carry it', async () => {
    const refused = await cookieOf('/api/public/tours/abc123/enquiries', {}, 'POST');
    expect(refused).toMatchObject({ status: 403, cacheControl: 'no-store' });
    expect(String(refused.cookie)).toMatch(/^XSRF-TOKEN=/);
  });

  it('never on files', async () => {
    expect((await cookieOf('/favicon.svg')).cookie).toBeUndefined();
  });
});

describe.each(DIALECTS)('the XSRF cookie of embed pages on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { EMBED_ALLOWED_ORIGINS: 'https://portal.example' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  const cookieOf = async (url: string) => String((await t.app.inject(url)).headers['set-cookie']);

  it('is partitioned and cross-site on an embed page, so a portal frame can store and send it', async () => {
    expect(await cookieOf('/abc123?scene=hall&embed=1')).toMatch(
      /^XSRF-TOKEN=[\w-]{43}; Path=\/; Secure; SameSite=None; Partitioned$/,
    );
  });

  it('stays same-site on every other page', async () => {
    for (const url of ['/abc123', '/abc123?embed=0', '/'])
      expect(await cookieOf(url)).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
  });

  it('stays same-site on embed pages when no other site may frame them', async () => {
    const unframed = await startTestApp(dialect);
    await unframed.storage.putTour(sampleTour('abc123'));
    const res = await unframed.app.inject('/abc123?embed=1');
    await unframed.close();
    expect(String(res.headers['set-cookie'])).toMatch(/; SameSite=Lax$/);
  });
});
