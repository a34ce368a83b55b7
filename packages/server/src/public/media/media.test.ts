import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { MEDIA_HEADERS } from './media-headers.js';
import { mediaDirOf } from './media.js';

const TYPES: Record<string, string> = {
  'tile.webp': 'image/webp',
  'share.jpg': 'image/jpeg',
  'video-1.mp4': 'video/mp4',
  'captions-en.vtt': 'text/vtt; charset=utf-8',
  'stream.m3u8': 'application/vnd.apple.mpegurl',
  'segment.ts': 'video/mp2t',
};

/** What a hostile folder or a careless operator might leave in the media folder. */
const NEVER_SERVED = {
  'evil.html': '<script>alert(document.cookie)</script>',
  'x.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'page.htm': '<script>alert(1)</script>',
  'photo.png': 'not served any more',
  'data.json': '{}',
  'TILE.WEBP': 'upper case is not what the importer writes',
  noextension: 'x',
};

const BASE = '/media/tours/abc123/b1';

// Media serving reads files only, so one engine is enough here.
describe('media folder at /media/', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const dir = join(mediaDirOf(t.config.dataDir), 'tours', 'abc123', 'b1');
    mkdirSync(dir, { recursive: true });
    mkdirSync(join(dir, '..', '.b2.partial', 'living'), { recursive: true });
    writeFileSync(join(dir, '..', '.b2.partial', 'living', 'preview.webp'), 'staged');
    for (const [name, body] of Object.entries({ ...NEVER_SERVED, ...TYPES }))
      writeFileSync(join(dir, name), body);
  });
  afterAll(() => t.close());

  it.each(Object.entries(TYPES))('serves %s as %s, whatever its bytes look like', async (name, type) => {
    const res = await t.app.inject(`${BASE}/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it.each(Object.keys(NEVER_SERVED))('never serves %s (404)', async (name) => {
    const res = await t.app.inject(`${BASE}/${name}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.body).not.toContain('<');
  });

  it('never serves the staging folder of an import in progress', async () => {
    const res = await t.app.inject('/media/tours/abc123/.b2.partial/living/preview.webp');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('staged');
  });

  it.each([
    ['200', `${BASE}/tile.webp`, {}],
    ['404', `${BASE}/evil.html`, {}],
    ['206', `${BASE}/video-1.mp4`, { range: 'bytes=0-1' }],
    ['416', `${BASE}/video-1.mp4`, { range: 'bytes=999-' }],
  ])('puts the media headers, not the page headers, on a %s', async (_status, url, headers) => {
    const res = await t.app.inject({ url, headers });
    expect(res.headers).toMatchObject(MEDIA_HEADERS);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    );
    expect(res.headers).not.toHaveProperty('x-frame-options');
  });

  it('caches for a year with an ETag that revalidates to a 304 with the media headers', async () => {
    const res = await t.app.inject(`${BASE}/tile.webp`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({
      url: `${BASE}/tile.webp`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers).toMatchObject(MEDIA_HEADERS);
    expect(again.headers).not.toHaveProperty('content-type');
  });

  it('makes HLS playlists revalidate', async () => {
    const res = await t.app.inject(`${BASE}/stream.m3u8`);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    '/media/tours/{code}/',
    '/media/tours/{code}',
    '/media/tours/{code}/b1/',
    '/media/tours/{code}/b1',
    '/media/tours/{code}/.b2.partial/',
    '/media/tours/{code}/b1/tile.webp/',
  ])('answers %s the same for an existing and an unknown code', async (pattern) => {
    const [known, unknown] = await Promise.all(
      ['abc123', 'nope99'].map((code) => t.app.inject(pattern.replace('{code}', code))),
    );
    // Only the per-request id and the clock may differ.
    const comparable = (res: typeof known) => {
      const { date: _date, 'x-request-id': _id, ...headers } = res?.headers ?? {};
      return { status: res?.statusCode, headers, body: res?.body };
    };
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(known?.statusCode).toBe(404);
  });

  it.each([
    '/media/tours/abc123/none.webp',
    '/media/..%2F..%2Ftourview.db',
    '/media/%2e%2e/tourview.db',
    '/media/tours/abc123/b1/tile.webp%00',
  ])('answers 404 (never the file outside) for %s', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SQLite');
  });
});
