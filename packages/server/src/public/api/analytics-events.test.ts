import { sampleTour } from '@tourview/schema/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from '../../testing/test-app.js';

const URL = '/api/public/tours/abc123/events';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);
const batch = (visit: string) => ({
  visit: `visit-${visit}-0123456789`,
  events: [{ kind: 'visit_start', device: 'phone', language: 'en' }],
});

describe.each(DIALECTS)('POST analytics events on %s', (dialect) => {
  let t: TestApp;
  const post = (payload: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const visits = async () => {
    const report = await t.storage.analyticsReport('abc123', { from: today(), to: today() });
    return { visits: report.visits, visitors: report.days[0]?.visitors ?? 0 };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { ANALYTICS_RATE_LIMIT_PER_MINUTE: '8' });
    await t.storage.putTour(sampleTour('abc123'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a batch without an XSRF token, answers 204 without a cookie, and counts visitors by salted hash', async () => {
    // Addresses no other test posts from: two visitors new today, whatever ran before.
    const [one, two] = ['203.0.113.50', '198.51.100.50'];
    const before = await visits();
    const first = await post(batch('a'), {}, one);
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await post(batch('b'), {}, one)).statusCode).toBe(204);
    expect((await post(batch('c'), {}, two)).statusCode).toBe(204);
    expect(await visits()).toEqual({ visits: before.visits + 3, visitors: before.visitors + 2 });
  });

  it('answers bots and do-not-track requests 204 and counts nothing', async () => {
    const before = await visits();
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await post(batch('d'), { 'user-agent': bot })).statusCode).toBe(204);
    expect((await post(batch('e'), { dnt: '1' })).statusCode).toBe(204);
    expect((await post(batch('f'), { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await visits()).toEqual(before);
  });

  it('refuses malformed and oversized batches with problems, and unknown tours with 404', async () => {
    const bad = await post(
      { visit: 'x', events: [{ kind: 'look', room: 'hall', yaw: 3, pitch: 0 }] },
      {},
      '192.0.2.1',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    const huge = {
      ...batch('g'),
      events: Array(50).fill({ kind: 'look', room: 'a'.repeat(48), yaw: 0, pitch: 0 }),
    };
    const big = JSON.stringify(huge).replace(/"pitch":0/g, `"pitch":0${' '.repeat(300)}`);
    expect((await post(big, {}, '192.0.2.2')).statusCode).toBe(413);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/public/tours/nosuch/events',
      headers: { 'user-agent': BROWSER, 'content-type': 'application/json' },
      payload: JSON.stringify(batch('h')),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rate-limits each client', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await post(batch(`r${i}`), {}, '192.0.2.77')).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(204));
    expect(codes.slice(8)).toEqual([429, 429]);
  });

  it('still asks for the XSRF token on other writes', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${URL}?x=1`, payload: batch('i') });
    expect(res.statusCode).toBe(403);
  });
});
