import { DIALECTS } from '@tourview/storage/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  sessionCookieOf,
  startStudioTestApp,
  type StudioTestApp,
} from './testing/studio-test-app.js';

const MINUTE = 60_000;

describe('studio sessions', () => {
  let t: StudioTestApp;
  beforeEach(async () => (t = await startStudioTestApp('sqlite', { STUDIO_SESSION_IDLE_MINUTES: '20' })));
  afterEach(() => t.close());

  const me = (session: string) => t.app.inject({ url: '/api/studio/session', headers: t.headers(session) });

  it('end after the idle time without a request, and lose their cookie', async () => {
    const { session } = await t.accountWithSession('ann@example.com', 'editor');
    t.clock.advance(19 * MINUTE);
    expect((await me(session)).statusCode).toBe(200);
    t.clock.advance(19 * MINUTE);
    expect((await me(session)).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE + 1);
    const expired = await me(session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'unauthenticated' });
    expect(String(expired.headers['set-cookie'])).toMatch(/^tourview_studio=; Max-Age=0;/);
  });

  it('end after the absolute time however busy', async () => {
    const { session } = await t.accountWithSession('ann@example.com', 'editor');
    for (let i = 0; i < 12 * 4 - 1; i++) {
      t.clock.advance(15 * MINUTE);
      expect((await me(session)).statusCode).toBe(200);
    }
    t.clock.advance(15 * MINUTE + 1);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('sign out ends this browser only', async () => {
    const { session } = await t.accountWithSession('ann@example.com', 'editor');
    const other = await t.signIn('ann@example.com');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/studio/session',
      headers: t.headers(session),
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^tourview_studio=; Max-Age=0;/);
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every browser of the account, not of others', async () => {
    const { session } = await t.accountWithSession('ann@example.com', 'editor');
    const other = await t.signIn('ann@example.com');
    const bob = await t.accountWithSession('bob@example.com', 'editor');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/studio/sessions',
      headers: t.headers(session),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(bob.session)).statusCode).toBe(200);
    expect(await t.storage.listAudit(10)).toContainEqual(
      expect.objectContaining({ action: 'sign_out_everywhere', actorEmail: 'ann@example.com' }),
    );
  });

  it('refuses a made-up session cookie', async () => {
    expect((await me('tourview_studio=made-up')).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('signing in again in one browser, on %s', (dialect) => {
  let t: StudioTestApp;
  beforeEach(async () => (t = await startStudioTestApp(dialect)));
  afterEach(() => t.close());

  const me = (session: string) => t.app.inject({ url: '/api/studio/session', headers: t.headers(session) });
  const signInCarrying = (session: string, email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/studio/session',
      headers: t.headers(session),
      payload: { email, password },
    });

  it('ends the session whose cookie the sign-in carries, whoever signs in', async () => {
    const ann = await t.accountWithSession('ann@example.com', 'editor');
    await t.storage.createAccount({ email: 'bob@example.com', role: 'editor', password: PASSWORD });
    const elsewhere = await t.signIn('ann@example.com');
    const again = await signInCarrying(ann.session, 'ann@example.com');
    const renewed = sessionCookieOf(again) ?? '';
    expect(again.statusCode).toBe(200);
    expect((await me(ann.session)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const bob = sessionCookieOf(await signInCarrying(renewed, 'bob@example.com')) ?? '';
    expect((await me(renewed)).statusCode).toBe(401);
    expect((await me(bob)).statusCode).toBe(200);
  });

  it('keeps the session when the sign-in fails', async () => {
    const ann = await t.accountWithSession('ann@example.com', 'editor');
    const failed = await signInCarrying(ann.session, 'ann@example.com', 'wrong password entirely');
    expect(failed.statusCode).toBe(401);
    expect((await me(ann.session)).statusCode).toBe(200);
  });
});
