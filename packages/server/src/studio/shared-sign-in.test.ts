import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sparePort, startLocalRedis } from '../testing/local-redis.js';
import { buildStudioApp } from './studio-app.js';
import {
  countPasswordChecks,
  PASSWORD,
  startStudioTestApp,
  type StudioTestApp,
} from './testing/studio-test-app.js';

interface Instance {
  app: FastifyInstance;
  warnings: string[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A studio over fresh storage holding ann, its back-off in `redisUrl`. */
async function firstInstance(redisUrl: string): Promise<StudioTestApp> {
  const t = await startStudioTestApp('sqlite', { REDIS_URL: redisUrl });
  cleanups.push(() => t.close());
  await t.storage.createAccount({ email: 'ann@example.com', role: 'editor', password: PASSWORD });
  return t;
}

/** Another instance over the same storage and clock, collecting the warnings it logs. */
async function anotherInstance(t: StudioTestApp): Promise<Instance> {
  const warnings: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as { level: number; msg: string };
      if (line.level === 40 && line.msg.includes('Redis')) warnings.push(line.msg);
      done();
    },
  });
  const app = await buildStudioApp({
    config: t.config,
    studio: t.studio,
    storage: t.storage,
    logger: { level: 'warn', stream },
    now: () => t.clock.now,
  });
  cleanups.push(() => app.close());
  return { app, warnings };
}

const signIn = (t: StudioTestApp, app: FastifyInstance, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/studio/session',
    headers: t.headers(),
    payload: { email: 'ann@example.com', password },
    remoteAddress: ip,
  });

describe('the sign-in back-off shared through Redis', () => {
  it('makes every instance refuse an account that failed 5 times on any of them', async () => {
    const redis = await startLocalRedis();
    cleanups.push(() => redis.stop());
    const t = await firstInstance(redis.url);
    const b = await anotherInstance(t);
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b.app : t.app;
      expect((await signIn(t, app, 'wrong', `10.0.0.${i}`)).statusCode).toBe(401);
    }
    for (const app of [t.app, b.app]) {
      const refused = await signIn(t, app, PASSWORD, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
    }
    t.clock.advance(1001);
    expect((await signIn(t, b.app, PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    expect((await signIn(t, t.app, 'wrong', '10.9.0.2')).statusCode).toBe(401);
    expect(b.warnings).toEqual([]);
  });

  it('lets at most 5 of 20 guesses sent in parallel to two instances reach the password check', async () => {
    const redis = await startLocalRedis();
    cleanups.push(() => redis.stop());
    const t = await firstInstance(redis.url);
    const [a, b] = [await anotherInstance(t), await anotherInstance(t)];
    const checks = countPasswordChecks(t.storage);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t, (i % 2 ? b : a).app, 'wrong', `10.1.0.${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect([...a.warnings, ...b.warnings]).toEqual([]);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect(checks()).toBe(5);
  });

  it('counts per instance with one warning, never failing a sign-in, when Redis does not answer', async () => {
    const t = await firstInstance(`redis://127.0.0.1:${await sparePort()}`);
    const b = await anotherInstance(t);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await signIn(t, b.app, 'wrong', `10.2.0.${i}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(t, t.app, PASSWORD, '10.2.1.1')).statusCode).toBe(200);
    expect(b.warnings).toEqual([
      'Redis does not answer; the sign-in back-off counts per instance until it does',
    ]);
  });
});
