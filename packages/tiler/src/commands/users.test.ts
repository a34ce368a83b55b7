import { spawn } from 'node:child_process';
import { openStorage } from '@tourview/storage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCommand } from '../cli/parse-command.js';
import { temporaryDataDir } from '../test-support/fixtures.js';
import { fromSource, SOURCE_CLI } from '../test-support/source-node.js';

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
beforeEach(async () => (data = await temporaryDataDir()));
afterEach(() => data.remove());

/** Runs the real `tour` binary with `stdin` piped in. */
function tour(
  stdin: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: data.dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...fromSource(SOURCE_CLI), ...args], { env, cwd: data.dataDir });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const storage = await openStorage({ dataDir: data.dataDir });
  try {
    return (await storage.checkPassword(email, password)) !== null;
  } finally {
    await storage.close();
  }
}

/** A live viewing `createdBy` started, running for an hour. */
async function startViewing(createdBy: string, hostKey: string): Promise<void> {
  const storage = await openStorage({ dataDir: data.dataDir });
  try {
    const now = new Date();
    await storage.createLiveViewing({
      id: hostKey,
      tourCode: 'demo',
      hostName: 'Ann',
      hostKey,
      guestToken: `guest-${hostKey}`,
      createdBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
  } finally {
    await storage.close();
  }
}

async function hostKeyOpens(hostKey: string): Promise<boolean> {
  const storage = await openStorage({ dataDir: data.dataDir });
  try {
    return (await storage.openLiveViewing('host', hostKey)) !== undefined;
  } finally {
    await storage.close();
  }
}

describe('tour users', () => {
  it('adds, lists, resets and removes studio accounts, reading passwords from stdin', async () => {
    const added = await tour('first long password\n', 'users', 'add', 'Ann@example.com', '--role', 'admin');
    expect(added).toMatchObject({ code: 0, stdout: 'Added admin "Ann@example.com".\n' });
    expect(await passwordWorks('ann@example.com', 'first long password')).toBe(true);
    const listed = await tour('', 'users', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toMatchObject([{ email: 'Ann@example.com', role: 'admin', tours: [] }]);
    expect(listed.stdout).not.toContain('argon2');

    const taken = await tour('another long password\n', 'users', 'add', 'ann@EXAMPLE.com');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^tour: error account_exists: /);

    await startViewing('Ann@example.com', 'host-key-of-anns-viewing');
    expect((await tour('second long password\n', 'users', 'reset-password', 'ann@example.com')).code).toBe(0);
    expect(await hostKeyOpens('host-key-of-anns-viewing')).toBe(false);
    expect(await passwordWorks('ann@example.com', 'first long password')).toBe(false);
    expect(await passwordWorks('ann@example.com', 'second long password')).toBe(true);

    await startViewing('Ann@example.com', 'host-key-of-anns-second-viewing');
    expect(await tour('', 'users', 'remove', 'ann@example.com')).toMatchObject({ code: 0 });
    expect(await hostKeyOpens('host-key-of-anns-second-viewing')).toBe(false);
    expect((await tour('', 'users', 'list')).stdout).toBe('');
    const gone = await tour('', 'users', 'remove', 'ann@example.com');
    expect(gone).toMatchObject({
      code: 1,
      stderr: 'tour: error user_not_found: No studio account has the email "ann@example.com".\n',
    });
  });

  it('refuses a short password and an empty input, storing nothing', async () => {
    const short = await tour('short\n', 'users', 'add', 'ed@example.com');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^tour: error invalid_account: .*password: too_short/);
    expect((await tour('', 'users', 'add', 'ed@example.com')).stderr).toMatch(
      /invalid_argument: expected the password/,
    );
    expect((await tour('', 'users', 'list', '--json')).stdout).toBe('[]\n');
  });
});

describe('parsing tour users', () => {
  it('takes the email and role, and no password from the command line', () => {
    expect(parseCommand(['users', 'add', 'a@example.com'])).toEqual({
      name: 'users',
      action: 'add',
      email: 'a@example.com',
      role: 'editor',
      json: false,
    });
    expect(() => parseCommand(['users', 'add', 'a@example.com', '--password', 'x'])).toThrow(/password/);
    expect(() => parseCommand(['users', 'add', 'a@example.com', 'secret-password'])).toThrow(
      /expected an email/,
    );
    expect(() => parseCommand(['users', 'add', 'a@example.com', '--role', 'owner'])).toThrow(/--role/);
    expect(() => parseCommand(['users', 'promote', 'a@example.com'])).toThrow(/users: expected/);
  });
});
