import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { startFakeSiteverify, type FakeSiteverify } from '../../testing/fake-siteverify.js';
import { startTestApp, xsrfHeaders, type TestApp } from '../../testing/test-app.js';

const fields = { name: 'Robin Buyer', email: 'robin@example.com', message: 'Hi', consent: true };

describe('which hostnames a reCAPTCHA token may come from', () => {
  let siteverify: FakeSiteverify;
  let t: TestApp | undefined;
  beforeAll(async () => {
    siteverify = await startFakeSiteverify();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(() => siteverify.close());

  async function post(env: Record<string, string>, recaptchaToken: string, host: string) {
    t = await startTestApp('sqlite', { RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: siteverify.url, ...env });
    await t.storage.putTour(sampleTour('abc123'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/tours/abc123/enquiries',
      headers: { ...xsrfHeaders(), host },
      payload: { ...fields, recaptchaToken },
    });
    return res.statusCode;
  }

  it('never trusts the Host header: a token from the host the client names is refused', async () => {
    expect(await post({}, 'wrong-host', 'evil.example')).toBe(403);
    expect(await post({ RECAPTCHA_ALLOWED_HOSTNAMES: 'tours.example' }, 'wrong-host', 'evil.example')).toBe(
      403,
    );
  });

  it('accepts tokens from the configured hostnames only', async () => {
    const allowed = { RECAPTCHA_ALLOWED_HOSTNAMES: 'www.example, tours.example' };
    expect(await post(allowed, 'tours-site', 'whatever.example')).toBe(201);
    expect(await post(allowed, 'good-token', 'localhost')).toBe(403);
  });

  it('accepts only localhost and 127.0.0.1 in the local preset without the variable', async () => {
    expect(await post({}, 'good-token', 'tours.example')).toBe(201);
    expect(await post({}, 'tours-site', 'tours.example')).toBe(403);
  });

  it('starts production only with the hostnames listed', async () => {
    await expect(startTestApp('sqlite', { APP_ENV: 'stage', RECAPTCHA_SECRET: 's' })).rejects.toThrow(
      /RECAPTCHA_ALLOWED_HOSTNAMES: required in production/,
    );
    expect(
      await post(
        {
          APP_ENV: 'stage',
          PUBLIC_ORIGIN: 'https://tours.example',
          RECAPTCHA_ALLOWED_HOSTNAMES: 'tours.example',
        },
        'tours-site',
        'x.example',
      ),
    ).toBe(201);
  });
});
