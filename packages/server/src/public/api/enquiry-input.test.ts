import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS, startTestApp, xsrfHeaders, type TestApp } from '../../testing/test-app.js';

const valid = {
  name: 'Robin',
  email: 'robin@example.com',
  message: 'Hello',
  consent: true,
  recaptchaToken: 'tok',
};
const URL = '/api/public/tours/abc123/enquiries';
const json = { ...xsrfHeaders(), 'content-type': 'application/json' };

describe.each(DIALECTS)('enquiry input and XSRF on %s', (dialect) => {
  let t: TestApp;
  const raw = (payload: string, headers: Record<string, string> = json, url = URL) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  beforeAll(async () => {
    t = await startTestApp(dialect, { ENQUIRY_RATE_LIMIT_PER_MINUTE: '1000' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(() => t.close());

  describe('XSRF double submit', () => {
    const body = JSON.stringify(valid);
    it.each([
      ['no cookie, no header', { 'content-type': 'application/json' }],
      ['cookie only', { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc' }],
      ['header only', { 'content-type': 'application/json', 'x-xsrf-token': 'abc' }],
      ['mismatch', { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }],
      [
        'different length',
        { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abcd' },
      ],
    ])('refuses a write with %s (403 xsrf_mismatch)', async (_case, headers) => {
      const res = await raw(body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'xsrf_mismatch' });
    });

    it('accepts a write whose header matches the cookie', async () => {
      expect((await raw(body)).statusCode).toBe(201);
    });

    it('never needs it for GET, and issues a readable Lax cookie when it is missing', async () => {
      const res = await t.app.inject('/api/public/health');
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{40,}; Path=\/; SameSite=Lax$/);
      const known = await t.app.inject({ url: '/api/public/health', headers: { cookie: 'XSRF-TOKEN=abc' } });
      expect(known.headers['set-cookie']).toBeUndefined();
    });
  });

  it.each([
    ['missing fields', JSON.stringify({ recaptchaToken: 'x' }), 'validation_failed'],
    ['neither email nor phone', JSON.stringify({ ...valid, email: '' }), 'validation_failed'],
    ['no consent', JSON.stringify({ ...valid, consent: false }), 'validation_failed'],
    ['an array', JSON.stringify([valid]), 'validation_failed'],
    [
      'a 3000-character message',
      JSON.stringify({ ...valid, message: 'x'.repeat(3000) }),
      'validation_failed',
    ],
    ['invalid JSON', '{"name": "Robin",', 'invalid_json'],
    ['an empty body', '', 'invalid_json'],
    ['a __proto__ key', '{"__proto__": {"admin": true}, "name": "x"}', 'invalid_json'],
    ['a NUL character', JSON.stringify({ ...valid, message: 'a\u0000b' }), 'validation_failed'],
  ])('answers 400 for %s', async (_case, payload, code) => {
    const res = await raw(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });

  it('lists every invalid field', async () => {
    const res = await raw(JSON.stringify({ ...valid, email: 'nope', message: '' }));
    expect(
      res
        .json<{ errors: { path: string }[] }>()
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(['email', 'message']);
  });

  it('answers 413 for an oversized body', async () => {
    const res = await raw(JSON.stringify({ ...valid, message: 'x'.repeat(40_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for content type %s',
    async (type) => {
      const res = await raw(JSON.stringify(valid), { ...xsrfHeaders(), 'content-type': type });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
    },
  );

  it('answers 400 invalid_tour_code for a malformed code in the path', async () => {
    const res = await raw(JSON.stringify(valid), json, '/api/public/tours/..%2F..%2Fx/enquiries');
    expect(res.statusCode).toBe(400);
  });

  it('stores SQL-looking and unicode text verbatim', async () => {
    const message = "Robert'); DROP TABLE enquiries; -- ✓ 家 \u2028 🏠";
    const res = await raw(JSON.stringify({ ...valid, name: "O'Brien", message }));
    expect(res.statusCode).toBe(201);
    const stored = (await t.storage.listEnquiries()).find((e) => e.id === res.json<{ id: string }>().id);
    expect(stored).toMatchObject({ name: "O'Brien", message });
  });

  it.each([
    ['name', 'an escape code', { name: 'Robin\u001b[2J' }, 'invalid_characters'],
    ['name', 'a C1 control', { name: 'Robin\u0085' }, 'invalid_characters'],
    ['name', 'only zero-width spaces', { name: '\u200b\u200b' }, 'required'],
    [
      'message',
      'an escape code',
      { message: 'Hi\u001b]8;;https://evil.example\u0007' },
      'invalid_characters',
    ],
  ])('answers 400 validation_failed naming the %s for %s', async (path, _case, fields, message) => {
    const res = await raw(JSON.stringify({ ...valid, ...fields }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path, message }] });
  });

  it('stores a message with its line breaks as LF', async () => {
    const res = await raw(JSON.stringify({ ...valid, message: 'Hello,\r\nis it free?' }));
    expect(res.statusCode).toBe(201);
    const stored = (await t.storage.listEnquiries()).find((e) => e.id === res.json<{ id: string }>().id);
    expect(stored?.message).toBe('Hello,\nis it free?');
  });

  it('answers 404 problem for unknown API paths and methods', async () => {
    expect((await t.app.inject('/api/public/nothing')).json()).toMatchObject({ code: 'not_found' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/public/tours/abc123',
      headers: xsrfHeaders(),
    });
    expect(del.statusCode).toBe(404);
  });
});
