import { afterEach, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, xsrfHeaders, type TestApp } from '../../testing/test-app.js';

const payload = {
  name: 'Robin',
  phone: '+44 20 7946 0000',
  message: 'Hi',
  consent: true,
  recaptchaToken: 'any',
};

describe.each(DIALECTS)('enquiry policy on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(env: Record<string, string>): Promise<TestApp> {
    t = await startTestApp(dialect, env);
    await t.storage.putTour(sampleTour('abc123'));
    return t;
  }
  const post = (app: TestApp) =>
    app.app.inject({
      method: 'POST',
      url: '/api/public/tours/abc123/enquiries',
      headers: xsrfHeaders(),
      payload,
    });

  it('accepts unverified enquiries with the local preset and no secret', async () => {
    const app = await start({ APP_ENV: 'local' });
    expect((await post(app)).statusCode).toBe(201);
    expect(await app.storage.listEnquiries()).toHaveLength(1);
  });

  it('refuses every enquiry in production without a secret, storing nothing', async () => {
    const app = await start({ APP_ENV: 'stage', PUBLIC_ORIGIN: 'https://tours.example' });
    const res = await post(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'enquiries_disabled' });
    expect(await app.storage.listEnquiries()).toEqual([]);
  });

  it('limits enquiries per client and minute', async () => {
    const app = await start({ ENQUIRY_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(app)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const other = await app.app.inject({
      method: 'POST',
      url: '/api/public/tours/abc123/enquiries',
      headers: xsrfHeaders(),
      payload,
      remoteAddress: '10.1.1.1',
    });
    expect(other.statusCode).toBe(201);
  });

  it('marks the XSRF cookie Secure in production', async () => {
    const app = await start({ APP_ENV: 'stage', PUBLIC_ORIGIN: 'https://tours.example' });
    const res = await app.app.inject('/api/public/health');
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
