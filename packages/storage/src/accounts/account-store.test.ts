import { describe, expect, it } from 'vitest';
import { AccountExistsError, InvalidAccountError } from '../errors.js';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';

const PASSWORD = 'correct horse battery';
const LIMITS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const at = (iso: string) => new Date(iso);

describe.each(DIALECTS)('account store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);

  it('creates accounts with unique emails in any letter case', async () => {
    const ann = await db.storage.createAccount({
      email: ' Ann@Example.com ',
      role: 'admin',
      password: PASSWORD,
    });
    expect(ann).toMatchObject({ email: 'Ann@Example.com', role: 'admin' });
    const again = db.storage.createAccount({ email: 'ann@example.COM', role: 'editor', password: PASSWORD });
    await expect(again).rejects.toBeInstanceOf(AccountExistsError);
    await expect(again).rejects.toMatchObject({ code: 'account_exists' });
    expect(await db.storage.countAccounts()).toBe(1);
    expect(await db.storage.findAccountByEmail('ANN@example.com')).toEqual(ann);
    expect(JSON.stringify(await db.storage.listAccounts())).not.toContain('argon2');
  });

  it('refuses a short password, a bad email and an unknown role, listing each', async () => {
    const error = await db.storage
      .createAccount({ email: 'not-an-email', role: 'owner' as 'admin', password: 'short' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAccountError);
    expect((error as InvalidAccountError).problems).toHaveLength(3);
    expect(await db.storage.countAccounts()).toBe(0);
  });

  it('checks passwords and ends every session when one is set', async () => {
    const ann = await db.storage.createAccount({
      email: 'ann@example.com',
      role: 'editor',
      password: PASSWORD,
    });
    expect(await db.storage.checkPassword('ANN@example.com', PASSWORD)).toEqual(ann);
    expect(await db.storage.checkPassword('ann@example.com', 'wrong password!')).toBeNull();
    expect(await db.storage.checkPassword('nobody@example.com', PASSWORD)).toBeNull();
    const now = new Date();
    await db.storage.createSession(ann.id, 'token-1', now);
    expect(await db.storage.setPassword(ann.id, 'a new long password')).toBe(true);
    expect(await db.storage.resumeSession('token-1', now, LIMITS)).toBeNull();
    expect(await db.storage.checkPassword('ann@example.com', 'a new long password')).toEqual(ann);
  });

  it('ends a session after its idle time and after its absolute time', async () => {
    const ann = await db.storage.createAccount({
      email: 'ann@example.com',
      role: 'admin',
      password: PASSWORD,
    });
    await db.storage.createSession(ann.id, 'idle', at('2026-01-01T09:00:00Z'));
    expect(await db.storage.resumeSession('idle', at('2026-01-01T09:29:00Z'), LIMITS)).toEqual(ann);
    expect(await db.storage.resumeSession('idle', at('2026-01-01T09:58:00Z'), LIMITS)).toEqual(ann);
    expect(await db.storage.resumeSession('idle', at('2026-01-01T10:28:01Z'), LIMITS)).toBeNull();
    expect(await db.storage.resumeSession('idle', at('2026-01-01T10:28:02Z'), LIMITS)).toBeNull();

    await db.storage.createSession(ann.id, 'busy', at('2026-01-01T09:00:00Z'));
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      const now = new Date(Date.parse('2026-01-01T09:00:00Z') + minute * 60_000);
      expect(await db.storage.resumeSession('busy', now, LIMITS)).toEqual(ann);
    }
    expect(await db.storage.resumeSession('busy', at('2026-01-01T21:00:01Z'), LIMITS)).toBeNull();
  });

  it('writes the last-seen time at most once a minute', async () => {
    const ann = await db.storage.createAccount({
      email: 'ann@example.com',
      role: 'admin',
      password: PASSWORD,
    });
    await db.storage.createSession(ann.id, 'quick', at('2026-01-01T09:00:00Z'));
    expect(await db.storage.resumeSession('quick', at('2026-01-01T09:00:59Z'), LIMITS)).toEqual(ann);
    // Seen at 09:00:59 but recorded as 09:00:00, so 30 minutes after that it has expired.
    expect(await db.storage.resumeSession('quick', at('2026-01-01T09:30:01Z'), LIMITS)).toBeNull();
  });

  it('peeks at a session without marking it used, and not past its end', async () => {
    const ann = await db.storage.createAccount({
      email: 'ann@example.com',
      role: 'admin',
      password: PASSWORD,
    });
    await db.storage.createSession(ann.id, 'peeked', at('2026-01-01T09:00:00Z'));
    expect(await db.storage.peekSession('peeked', at('2026-01-01T09:29:00Z'), LIMITS)).toEqual(ann);
    // Peeking at 09:29 did not count as use, so the idle limit runs from 09:00.
    expect(await db.storage.peekSession('peeked', at('2026-01-01T09:30:01Z'), LIMITS)).toBeNull();
    await db.storage.createSession(ann.id, 'ended', at('2026-01-01T09:00:00Z'));
    await db.storage.endAllSessions(ann.id);
    expect(await db.storage.peekSession('ended', at('2026-01-01T09:01:00Z'), LIMITS)).toBeNull();
  });

  it('ends one session or every session of an account', async () => {
    const ann = await db.storage.createAccount({
      email: 'ann@example.com',
      role: 'admin',
      password: PASSWORD,
    });
    const now = new Date();
    for (const token of ['a-token', 'b-token', 'c-token']) await db.storage.createSession(ann.id, token, now);
    await db.storage.endSession('a-token');
    expect(await db.storage.resumeSession('a-token', now, LIMITS)).toBeNull();
    expect(await db.storage.endAllSessions(ann.id)).toBe(2);
    expect(await db.storage.resumeSession('b-token', now, LIMITS)).toBeNull();
  });

  it('creates the first admin once, from a live setup token only', async () => {
    await db.storage.createSetupToken('setup-token', at('2026-01-01T10:00:00Z'));
    const input = { email: 'root@example.com', password: PASSWORD };
    expect(await db.storage.createFirstAdmin('other-token', input, at('2026-01-01T09:00:00Z'))).toBeNull();
    expect(await db.storage.createFirstAdmin('setup-token', input, at('2026-01-01T10:00:01Z'))).toBeNull();
    const admin = await db.storage.createFirstAdmin('setup-token', input, at('2026-01-01T09:59:59Z'));
    expect(admin).toMatchObject({ email: 'root@example.com', role: 'admin' });
    await db.storage.createSetupToken('second', at('2026-01-01T10:00:00Z'));
    expect(await db.storage.createFirstAdmin('second', input, at('2026-01-01T09:00:00Z'))).toBeNull();
    expect(await db.storage.countAccounts()).toBe(1);
  });

  it('keeps memberships, and drops them with the account', async () => {
    const ed = await db.storage.createAccount({
      email: 'ed@example.com',
      role: 'editor',
      password: PASSWORD,
    });
    await db.storage.setTours(ed.id, ['house', 'demo', 'house']);
    expect(await db.storage.toursOf(ed.id)).toEqual(['demo', 'house']);
    await db.storage.setTours(ed.id, ['flat']);
    expect(await db.storage.toursOf(ed.id)).toEqual(['flat']);
    expect(await db.storage.removeAccount(ed.id)).toBe(true);
    expect(await db.storage.removeAccount(ed.id)).toBe(false);
    expect(await db.storage.toursOf(ed.id)).toEqual([]);
  });

  it('lists the audit log newest first, and keeps it after the account is gone', async () => {
    const ann = await db.storage.createAccount({
      email: 'ann@example.com',
      role: 'admin',
      password: PASSWORD,
    });
    await db.storage.appendAudit({
      action: 'sign_in',
      actor: ann,
      client: '10.0.0.1',
      at: at('2026-01-01T09:00:00Z'),
    });
    await db.storage.appendAudit({
      action: 'account_removed',
      actor: ann,
      target: 'ed@example.com',
      at: at('2026-01-01T09:01:00Z'),
    });
    await db.storage.removeAccount(ann.id);
    expect(await db.storage.listAudit(10)).toMatchObject([
      { action: 'account_removed', actorEmail: 'ann@example.com', target: 'ed@example.com', client: null },
      { action: 'sign_in', actorEmail: 'ann@example.com', target: null, client: '10.0.0.1' },
    ]);
    expect(await db.storage.listAudit(1)).toHaveLength(1);
  });
});
