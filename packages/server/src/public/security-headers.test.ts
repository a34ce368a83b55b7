import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { PRESETS } from '../config/config-presets.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('holds the CSP and the hardening headers, and HSTS only in production', () => {
    const local = securityHeaders(PRESETS.local);
    expect(local['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(local).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-site',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(local).not.toHaveProperty('strict-transport-security');
    const stage = securityHeaders(PRESETS.stage);
    expect(stage['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(stage['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe('security headers on answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it.each(['/api/public/health', '/api/public/nothing'])('are on %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.headers).toMatchObject(securityHeaders(t.config.public));
  });

  it.each(['/abc123', '/api/public/tours/abc123'])(
    'are left off a 304 for %s, which keeps its validators',
    async (url) => {
      const first = await t.app.inject(url);
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      for (const name of Object.keys(securityHeaders(t.config.public)))
        expect(again.headers).not.toHaveProperty(name);
    },
  );
});
