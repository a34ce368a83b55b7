import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { FAKE_TOUR_BOOT } from '../../testing/fake-dist.js';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';
import { securityHeaders } from '../security-headers.js';
import { scriptHashOf } from './early-viewer-page.js';

const PORTALS = 'https://portal.example http://cms.example:8080';
const FRAMED_BY_PORTALS = "frame-ancestors 'self' https://portal.example http://cms.example:8080";

function frameAncestors(csp: unknown): string | undefined {
  return String(csp)
    .split(';')
    .find((d) => d.startsWith('frame-ancestors'));
}

describe('embed pages with EMBED_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { EMBED_ALLOWED_ORIGINS: PORTALS });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it.each(['/abc123?embed=1', '/abc123/video?embed=1', '/abc123?scene=kitchen&embed=1'])(
    'let the allowed origins frame %s, with no X-Frame-Options contradicting it',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(frameAncestors(res.headers['content-security-policy'])).toBe(FRAMED_BY_PORTALS);
      expect(res.headers).not.toHaveProperty('x-frame-options');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain('id="tourview-tour"');
    },
  );

  it.each([
    '/abc123',
    '/abc123?embed=0',
    '/abc123?embed=1x',
    '/zzz999?embed=1',
    '/?embed=1',
    '/a/b?embed=1',
    '/api/public/tours/abc123?embed=1',
    '/api/public/health',
  ])('keep forbidding other origins to frame %s', async (url) => {
    const res = await t.app.inject(url);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives an embed page its own validator, so a 304 never keeps the other header set', async () => {
    const embed = await t.app.inject('/abc123?embed=1');
    const plain = await t.app.inject('/abc123');
    expect(embed.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await t.app.inject({
      url: '/abc123',
      headers: { 'if-none-match': String(embed.headers.etag) },
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['x-frame-options']).toBe('SAMEORIGIN');
    const again = await t.app.inject({
      url: '/abc123?embed=1',
      headers: { 'if-none-match': String(embed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers).not.toHaveProperty('content-security-policy');
  });
});

describe('embed pages without EMBED_ALLOWED_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it('go out exactly like the page without embed mode', async () => {
    const embed = await t.app.inject('/abc123?embed=1');
    const plain = await t.app.inject('/abc123');
    // The tour page's set: the standard one, allowing the page's inline script.
    expect(embed.headers).toMatchObject(securityHeaders(t.config.public, [], [scriptHashOf(FAKE_TOUR_BOOT)]));
    expect(embed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(embed.headers.etag).toBe(plain.headers.etag);
  });
});

describe.each(DIALECTS)('embed pages with EMBED_ALLOWED_ORIGINS=* on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { EMBED_ALLOWED_ORIGINS: '*' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it('let any site frame them', async () => {
    const res = await t.app.inject('/abc123?embed=1');
    expect(frameAncestors(res.headers['content-security-policy'])).toBe('frame-ancestors *');
    expect(res.headers).not.toHaveProperty('x-frame-options');
  });

  it('keep other pages to their own origin', async () => {
    const res = await t.app.inject('/abc123');
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
