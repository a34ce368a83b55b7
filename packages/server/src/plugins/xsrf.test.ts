import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

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
