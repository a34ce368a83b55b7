import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { mediaDirOf } from './media.js';

const TYPES: Record<string, RegExp> = {
  'tile.webp': /^image\/webp/,
  'photo.jpg': /^image\/jpeg/,
  'plan.png': /^image\/png/,
  'video.mp4': /^video\/mp4/,
  'captions.vtt': /^text\/vtt/,
  'stream.m3u8': /^application\/(vnd\.apple\.mpegurl|x-mpegurl)/i,
  'segment.ts': /^video\/mp2t/,
};

// Media serving reads files only, so one engine is enough here.
describe('media folder at /media/', () => {
  let t: TestApp;
  const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const dir = join(mediaDirOf(t.config.dataDir), 'tours', 'abc123');
    mkdirSync(dir, { recursive: true });
    for (const name of Object.keys(TYPES))
      writeFileSync(join(dir, name), name === 'video.mp4' ? video : `data of ${name}`);
  });
  afterAll(() => t.close());

  it.each(Object.entries(TYPES))('serves %s with its type', async (name, type) => {
    const res = await t.app.inject(`/media/tours/abc123/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
  });

  it('caches for a year with an ETag that revalidates to 304', async () => {
    const res = await t.app.inject('/media/tours/abc123/tile.webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({
      url: '/media/tours/abc123/tile.webp',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers).not.toHaveProperty('content-security-policy');
  });

  it('answers range requests for video seeking', async () => {
    const res = await t.app.inject({
      url: '/media/tours/abc123/video.mp4',
      headers: { range: 'bytes=1000-1099' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 1000-1099/5000');
    expect(res.rawPayload).toEqual(video.subarray(1000, 1100));
  });

  it('makes HLS playlists revalidate', async () => {
    const res = await t.app.inject('/media/tours/abc123/stream.m3u8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    '/media/tours/abc123/none.webp',
    '/media/..%2F..%2Ftourview.db',
    '/media/%2e%2e/tourview.db',
    '/media/tours/abc123/tile.webp%00',
  ])('answers 404 (never the file outside) for %s', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('SQLite');
  });
});
