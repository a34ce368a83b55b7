import { openStorage, type Storage } from '@tourview/storage';
import type { TestDialect } from '@tourview/storage/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig, type StudioConfig } from '../../config/config.js';
import { scratchEnv } from '../../testing/test-app.js';
import { buildStudioApp, type StudioOptions } from '../studio-app.js';

/** A password long enough for the studio's rule. */
export const PASSWORD = 'correct horse battery staple';

const XSRF = 'studio-test-xsrf';

/** A studio over a fresh database, with a clock the test moves. */
export interface StudioTestApp {
  app: FastifyInstance;
  storage: Storage;
  config: ServerConfig;
  studio: StudioConfig;
  clock: { now: Date; advance(ms: number): void };
  /** Headers with the XSRF pair and, when given, a session cookie. */
  headers(session?: string): Record<string, string>;
  /** Signs in and returns the session cookie (`name=value`). */
  signIn(email: string, password?: string): Promise<string>;
  /** Creates an account directly in storage and signs it in. */
  accountWithSession(email: string, role: 'admin' | 'editor'): Promise<{ id: string; session: string }>;
  close(): Promise<void>;
}

/** The `name=value` of the session cookie an answer sets, or `undefined`. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  return cookies.find((c) => /tourview_studio=[^;]/.test(c))?.split(';', 1)[0];
}

/**
 * Counts the password checks storage makes from now on (each is a slow Argon2 hash, the
 * step a guesser wants to run in parallel); returns the count so far.
 */
export function countPasswordChecks(storage: Storage): () => number {
  let checks = 0;
  const check = storage.checkPassword.bind(storage);
  storage.checkPassword = (email, password) => {
    checks += 1;
    return check(email, password);
  };
  return () => checks;
}

/** Builds the studio over a fresh database of one engine; `env` entries override. */
export async function startStudioTestApp(
  dialect: TestDialect = 'sqlite',
  env: Record<string, string> = {},
  options: Pick<StudioOptions, 'jobEventTiming' | 'endLiveViewing'> = {},
): Promise<StudioTestApp> {
  const scratch = await scratchEnv(dialect);
  const config = loadConfig({ ...scratch.env, ...env });
  if (!config.studio) throw new Error('the studio is off in this configuration');
  const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const clock = {
    now: new Date('2026-03-02T09:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildStudioApp({
    config,
    studio: config.studio,
    storage,
    logger: false,
    now: () => clock.now,
    ...options,
  });
  const headers = (session?: string) => ({
    cookie: [`XSRF-TOKEN=${XSRF}`, ...(session ? [session] : [])].join('; '),
    'x-xsrf-token': XSRF,
  });
  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/studio/session',
      headers: headers(),
      payload: { email, password },
    });
    const cookie = sessionCookieOf(res);
    if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return cookie;
  }
  return {
    app,
    storage,
    config,
    studio: config.studio,
    clock,
    headers,
    signIn,
    async accountWithSession(email, role) {
      const account = await storage.createAccount({ email, role, password: PASSWORD });
      return { id: account.id, session: await signIn(email) };
    },
    async close() {
      await app.close();
      await storage.close();
      await scratch.remove();
    },
  };
}
