import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { mediaDirOf } from '../public/media/media.js';

const URL = '/media/tours/abc123/b1/video-1.mp4';
const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

// Range requests against the real media plugin (RFC 9110 §14).
describe('range requests on media', () => {
  let t: TestApp;
  const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ url: URL, method, headers });

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const dir = join(mediaDirOf(t.config.dataDir), 'tours', 'abc123', 'b1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'video-1.mp4'), video);
  });
  afterAll(() => t.close());

  it.each([
    ['bytes=1000-1099', 1000, 1099],
    ['bytes=-100', 4900, 4999],
    ['bytes=4990-', 4990, 4999],
    ['bytes=0-99999', 0, 4999],
    ['Bytes=0-9', 0, 9],
    ['bytes= 7-8 ,', 7, 8],
  ])('answers %s with 206 and those bytes', async (range, first, last) => {
    const res = await get({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${first}-${last}/5000`);
    expect(res.rawPayload).toEqual(video.subarray(first, last + 1));
  });

  it.each(['bytes=5000-', 'bytes=9999-10000', 'bytes=-0'])(
    'answers the unsatisfiable %s with 416 and the length',
    async (range) => {
      const res = await get({ range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */5000');
      expect(res.body).toBe('');
    },
  );

  it.each([
    'bytes=abc',
    'bytes=5-2',
    'bytes=1-2-3',
    'bytes=',
    'bytes=--5',
    'bytes 0-1',
    'pages=0-1',
    'bytes=0x10-',
  ])('ignores the invalid %s and sends the whole file', async (range) => {
    const res = await get({ range });
    expect(res.statusCode).toBe(200);
    expect(res.headers).not.toHaveProperty('content-range');
    expect(res.rawPayload).toEqual(video);
  });

  it.each(['bytes=0-1,3-4', 'bytes=0-10,5-20', 'bytes=0-1,9999-'])(
    'answers the multiple ranges %s with the whole file',
    async (range) => {
      const res = await get({ range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(video);
    },
  );

  it('honours If-Range only while it names the current version, strongly', async () => {
    const full = await get({});
    const lastModified = String(full.headers['last-modified']);
    const range = 'bytes=0-9';
    expect((await get({ range, 'if-range': lastModified })).statusCode).toBe(206);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get({ range, 'if-range': older })).statusCode).toBe(200);
    // send's ETags are weak, and a weak tag never matches If-Range (RFC 9110 §13.1.5).
    expect((await get({ range, 'if-range': String(full.headers.etag) })).statusCode).toBe(200);
    expect((await get({ range, 'if-range': '"other"' })).statusCode).toBe(200);
    expect((await get({ range, 'if-range': 'not a validator' })).statusCode).toBe(200);
  });

  it('answers a failed If-Match with 412, not as a malformed request', async () => {
    const res = await get({ 'if-match': '"other"' });
    expect(res.statusCode).toBe(412);
    expect(res.body).toBe('');
  });

  it('answers HEAD with a range like GET, without the bytes', async () => {
    const res = await get({ range: 'bytes=10-19' }, 'HEAD');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-19/5000');
    expect(res.rawPayload).toHaveLength(0);
  });
});
