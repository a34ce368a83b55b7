import { afterEach, describe, expect, it } from 'vitest';
import { startLocalRedis, type LocalRedis } from '../../testing/local-redis.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp('sqlite', env);
  cleanups.push(() => t.close());
  return t;
}

async function redis(): Promise<LocalRedis> {
  const server = await startLocalRedis();
  cleanups.push(() => server.stop());
  return server;
}

describe('GET /api/public/ready', () => {
  it('is ready with storage alone when no Redis is configured, never cached; not once storage is gone', async () => {
    const t = await app();
    const res = await t.app.inject('/api/public/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, storage: 'ok', redis: 'off' });
    expect(res.headers['cache-control']).toBe('no-store');
    await t.storage.close();
    const gone = await t.app.inject('/api/public/ready');
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ code: 'not_ready', detail: 'storage does not answer.' });
  });

  it('is ready while the configured Redis answers, and answers 503 not_ready once it stops', async () => {
    const shared = await redis();
    const t = await app({ REDIS_URL: shared.url });
    expect((await t.app.inject('/api/public/ready')).json()).toEqual({
      ok: true,
      storage: 'ok',
      redis: 'ok',
    });
    await shared.stop();
    const res = await t.app.inject('/api/public/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.json()).toMatchObject({ code: 'not_ready', status: 503, detail: 'Redis does not answer.' });
    expect((await t.app.inject('/api/public/health')).statusCode).toBe(200);
  });
});
