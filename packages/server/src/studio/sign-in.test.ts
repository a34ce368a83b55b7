import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  countPasswordChecks,
  PASSWORD,
  sessionCookieOf,
  startStudioTestApp,
  type StudioTestApp,
} from './testing/studio-test-app.js';

describe('signing in to the studio', () => {
  let t: StudioTestApp;
  beforeEach(async () => {
    t = await startStudioTestApp();
    await t.storage.createAccount({ email: 'ann@example.com', role: 'editor', password: PASSWORD });
  });
  afterEach(() => t.close());

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/studio/session',
      headers: t.headers(),
      payload: { email, password },
      remoteAddress: ip,
    });
  const withoutInstance = (body: Record<string, unknown>) => ({ ...body, instance: undefined });

  it('answers a wrong password and an unknown email alike, and logs both', async () => {
    const wrong = await attempt('ann@example.com', 'not the password');
    const unknown = await attempt('nobody@example.com', 'not the password');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(withoutInstance(unknown.json())).toEqual(withoutInstance(wrong.json()));
    expect(wrong.json()).toMatchObject({ code: 'sign_in_failed' });
    expect(sessionCookieOf(wrong)).toBeUndefined();
    const audit = await t.storage.listAudit(10);
    expect(audit.map((e) => [e.action, e.target, e.client]).sort()).toEqual([
      ['sign_in_failed', 'ann@example.com', '10.0.0.1'],
      ['sign_in_failed', 'nobody@example.com', '10.0.0.1'],
    ]);
  });

  it('takes about as long for an unknown email as for a wrong password (a hash either way)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await attempt(email, 'not the password', `10.1.0.${Math.floor(Math.random() * 200)}`);
      return performance.now() - started;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('ann@example.com'));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('signs in with the email in any letter case and sets a strict, HttpOnly cookie', async () => {
    const res = await attempt('ANN@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: { email: 'ann@example.com', role: 'editor', tours: [] } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tourview_studio=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect((await t.storage.listAudit(1))[0]).toMatchObject({
      action: 'sign_in',
      actorEmail: 'ann@example.com',
    });
  });

  it('makes an account wait after 5 failures, 1 s and then twice as long each time', async () => {
    for (let i = 0; i < 4; i++)
      expect((await attempt('ann@example.com', 'wrong', `10.0.1.${i}`)).statusCode).toBe(401);
    expect((await attempt('ann@example.com', 'wrong', '10.0.1.4')).statusCode).toBe(401);
    const refused = await attempt('ann@example.com', PASSWORD, '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'sign_in_throttled' });
    expect(refused.headers['retry-after']).toBe('1');
    t.clock.advance(1001);
    expect((await attempt('ann@example.com', 'wrong', '10.0.2.2')).statusCode).toBe(401);
    t.clock.advance(1001);
    expect((await attempt('ann@example.com', PASSWORD)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await attempt('ann@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('lets at most 5 of 20 parallel guesses at one account reach the password check; the rest wait', async () => {
    const checks = countPasswordChecks(t.storage);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('ann@example.com', 'wrong', `10.0.5.${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const res of answers.filter((r) => r.statusCode === 429))
      expect(res.headers['retry-after']).toBe('1');
    expect(checks()).toBe(5);
    expect((await attempt('ann@example.com', PASSWORD, '10.0.5.99')).statusCode).toBe(429);
    expect(checks()).toBe(5);
  });

  it('lets a shared office address sign in many accounts one after another', async () => {
    for (let i = 0; i < 25; i++) {
      await t.storage.createAccount({ email: `staff${i}@example.com`, role: 'editor', password: PASSWORD });
      expect((await attempt(`staff${i}@example.com`, PASSWORD, '10.0.6.1')).statusCode).toBe(200);
    }
  });

  it('throttles an unknown email exactly like a known one', async () => {
    for (let i = 0; i < 5; i++) await attempt('nobody@example.com', 'wrong', `10.0.3.${i}`);
    const refused = await attempt('nobody@example.com', 'wrong', '10.0.3.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('makes a client wait that tries many accounts', async () => {
    for (let i = 0; i < 20; i++) await attempt(`guess${i}@example.com`, 'wrong', '10.0.4.1');
    expect((await attempt('ann@example.com', PASSWORD, '10.0.4.1')).statusCode).toBe(429);
    expect((await attempt('ann@example.com', PASSWORD, '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('the session cookie in production', () => {
  it('is Secure and __Host- prefixed', async () => {
    const t = await startStudioTestApp('sqlite', {
      APP_ENV: 'stage',
      PUBLIC_ORIGIN: 'https://tours.example',
    });
    try {
      await t.storage.createAccount({ email: 'ann@example.com', role: 'admin', password: PASSWORD });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/studio/session',
        headers: t.headers(),
        payload: { email: 'ann@example.com', password: PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(
        /^__Host-tourview_studio=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
      );
    } finally {
      await t.close();
    }
  });
});
