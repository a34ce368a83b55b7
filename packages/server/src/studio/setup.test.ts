import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DIALECTS } from '@tourview/storage/testing';
import { announceSetupLink, SETUP_LINK_TTL_MS } from './setup-link.js';
import {
  PASSWORD,
  sessionCookieOf,
  startStudioTestApp,
  type StudioTestApp,
} from './testing/studio-test-app.js';

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger };
}

describe.each(DIALECTS)('the first-admin setup link, on %s', (dialect) => {
  let t: StudioTestApp;
  beforeEach(async () => (t = await startStudioTestApp(dialect)));
  afterEach(() => t.close());

  const setup = (token: string, email = 'root@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/studio/setup',
      headers: t.headers(),
      payload: { token, email, password: PASSWORD },
    });
  const tokenOf = (link: string | null) => new URL(link ?? 'http://x/').hash.replace('#token=', '');

  it('is logged while no account exists, with a 256-bit token in the fragment', async () => {
    const { lines, log } = recordingLog();
    const link = await announceSetupLink(t.storage, log, 'http://studio.test', t.clock.now);
    expect(link).toMatch(/^http:\/\/studio\.test\/setup#token=[\w-]{43}$/);
    expect(lines).toEqual([expect.stringContaining(link ?? '')]);
  });

  it('creates the first admin once, signed in, and then never again', async () => {
    const token = tokenOf(await announceSetupLink(t.storage, recordingLog().log, 'http://s', t.clock.now));
    const created = await setup(token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ account: { email: 'root@example.com', role: 'admin' } });
    const session = sessionCookieOf(created);
    const me = await t.app.inject({ url: '/api/studio/session', headers: t.headers(session) });
    expect(me.json()).toMatchObject({ account: { role: 'admin' } });

    const again = await setup(token, 'second@example.com');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'setup_link_invalid' });
    expect(await announceSetupLink(t.storage, recordingLog().log, 'http://s', t.clock.now)).toBeNull();
    expect(await t.storage.countAccounts()).toBe(1);
    expect(await t.storage.listAudit(10)).toMatchObject([
      { action: 'setup_completed', actorEmail: 'root@example.com' },
    ]);
  });

  it('creates exactly one admin when the link is used many times at once', async () => {
    const token = tokenOf(await announceSetupLink(t.storage, recordingLog().log, 'http://s', t.clock.now));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setup(token, `root-${i}@example.com`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => [a.statusCode, a.json<{ code: string }>().code])).toEqual(
      refused.map(() => [400, 'setup_link_invalid']),
    );
    expect(await t.storage.countAccounts()).toBe(1);
  });

  it('stops working after one hour', async () => {
    const token = tokenOf(await announceSetupLink(t.storage, recordingLog().log, 'http://s', t.clock.now));
    t.clock.advance(SETUP_LINK_TTL_MS + 1);
    const late = await setup(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'setup_link_invalid' });
    expect(await t.storage.countAccounts()).toBe(0);
  });

  it('refuses a made-up token', async () => {
    await announceSetupLink(t.storage, recordingLog().log, 'http://s', t.clock.now);
    expect((await setup('made-up')).json()).toMatchObject({ code: 'setup_link_invalid' });
  });
});
