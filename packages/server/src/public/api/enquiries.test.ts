import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSiteverify, type FakeSiteverify } from '../../testing/fake-siteverify.js';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, xsrfHeaders, type TestApp } from '../../testing/test-app.js';

const fields = {
  name: 'Robin Buyer',
  email: 'robin@example.com',
  message: 'Can I visit on Monday?',
  consent: true,
};
const URL = '/api/public/tours/abc123/enquiries';

describe.each(DIALECTS)('POST enquiries with reCAPTCHA on %s', (dialect) => {
  let t: TestApp;
  let siteverify: FakeSiteverify;

  const post = (recaptchaToken: string) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: xsrfHeaders(),
      payload: { ...fields, recaptchaToken },
    });

  beforeAll(async () => {
    siteverify = await startFakeSiteverify();
    t = await startTestApp(dialect, {
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_VERIFY_URL: `${siteverify.url}/recaptcha/api/siteverify`,
      RECAPTCHA_TIMEOUT_MS: '1500',
      ENQUIRY_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(async () => {
    await t.close();
    await siteverify.close();
  });

  it('stores a verified enquiry and answers 201 with its id', async () => {
    const res = await post('good-token');
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const stored = await t.storage.listEnquiries({ tourCode: 'abc123' });
    expect(stored.find((e) => e.id === id)).toMatchObject({ ...fields, tourCode: 'abc123' });
    expect(JSON.stringify(stored)).not.toContain('good-token');
    expect(siteverify.calls.at(-1)).toEqual({
      secret: 'server-secret',
      response: 'good-token',
      remoteip: '127.0.0.1',
    });
  });

  it.each([
    ['low-score', 403, 'recaptcha_failed'],
    ['wrong-action', 403, 'recaptcha_failed'],
    ['wrong-host', 403, 'recaptcha_failed'],
    ['expired-token', 403, 'recaptcha_failed'],
    ['unknown-token', 403, 'recaptcha_failed'],
    ['bad-secret', 503, 'recaptcha_unavailable'],
    ['http-500', 503, 'recaptcha_unavailable'],
    ['garbage', 503, 'recaptcha_unavailable'],
    ['slow', 503, 'recaptcha_unavailable'],
  ])('refuses token %s with %i %s and stores nothing', async (token, status, code) => {
    const before = (await t.storage.listEnquiries()).length;
    const res = await post(token);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, status });
    expect(await t.storage.listEnquiries()).toHaveLength(before);
  });

  it('answers 404 for an enquiry about an unknown tour, before asking reCAPTCHA', async () => {
    const calls = siteverify.calls.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/tours/no-such-tour/enquiries',
      headers: xsrfHeaders(),
      payload: { ...fields, recaptchaToken: 'good-token' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'tour_not_found' });
    expect(siteverify.calls).toHaveLength(calls);
  });
});

describe('siteverify that is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const gone = await startFakeSiteverify();
    await gone.close();
    t = await startTestApp('sqlite', { RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: gone.url });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  it('fails closed with 503 recaptcha_unavailable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: xsrfHeaders(),
      payload: { ...fields, recaptchaToken: 't' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'recaptcha_unavailable' });
    expect(await t.storage.listEnquiries()).toEqual([]);
  });
});
