import { Writable } from 'node:stream';
import { sampleTour } from '@tourview/schema/testing';
import { openStorage, type Storage } from '@tourview/storage';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../public/public-app.js';
import { loadConfig } from '../config/config.js';
import { sparePort, startLocalRedis, type LocalRedis } from '../testing/local-redis.js';
import { scratchEnv, xsrfHeaders } from '../testing/test-app.js';

const ENQUIRIES_PER_MINUTE = 10;
const fields = {
  name: 'Robin Buyer',
  email: 'robin@example.com',
  message: 'Visit?',
  consent: true,
  recaptchaToken: 'unchecked',
};

interface Instance {
  app: FastifyInstance;
  storage: Storage;
  /** Warnings the instance logged. */
  warnings: string[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One app instance with its own database holding tour abc123, its limits in `redisUrl`. */
async function instance(redisUrl: string): Promise<Instance> {
  const scratch = await scratchEnv('sqlite');
  const config = loadConfig({ ...scratch.env, REDIS_URL: redisUrl });
  const storage = await openStorage(scratch.storageOptions);
  await storage.putTour(sampleTour('abc123'));
  const warnings: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as { level: number; msg: string };
      if (line.level === 40) warnings.push(line.msg);
      done();
    },
  });
  const app = await buildApp({ config, storage, logger: { level: 'warn', stream } });
  cleanups.push(async () => {
    await app.close();
    await storage.close();
    await scratch.remove();
  });
  return { app, storage, warnings };
}

async function redis(): Promise<LocalRedis> {
  const server = await startLocalRedis();
  cleanups.push(() => server.stop());
  return server;
}

const enquire = (app: FastifyInstance) =>
  app
    .inject({
      method: 'POST',
      url: '/api/public/tours/abc123/enquiries',
      headers: xsrfHeaders(),
      payload: fields,
    })
    .then((res) => res.statusCode);

describe('rate limits shared through Redis', () => {
  it("refuses one client's 11th enquiry in a minute whichever of two instances answers", async () => {
    const shared = await redis();
    const [a, b] = [await instance(shared.url), await instance(shared.url)];
    const answers = [];
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) answers.push(await enquire(i % 2 ? b.app : a.app));
    expect(answers).toEqual(Array(ENQUIRIES_PER_MINUTE).fill(201));
    expect(await enquire(a.app)).toBe(429);
    expect(await enquire(b.app)).toBe(429);
  });

  it('counts in memory, per instance, with one warning, when Redis is unreachable from the start', async () => {
    const a = await instance(`redis://127.0.0.1:${await sparePort()}`);
    const answers = [];
    for (let i = 0; i <= ENQUIRIES_PER_MINUTE; i++) answers.push(await enquire(a.app));
    expect(answers).toEqual([...Array(ENQUIRIES_PER_MINUTE).fill(201), 429]);
    expect(a.warnings).toEqual(['Redis does not answer; rate limits count per instance until it does']);
  });

  it('keeps limiting in memory, never failing a request, when Redis stops; one warning', async () => {
    const shared = await redis();
    const a = await instance(shared.url);
    for (let i = 0; i < 5; i++) expect(await enquire(a.app)).toBe(201);
    await shared.stop();
    const answers = [];
    for (let i = 0; i <= ENQUIRIES_PER_MINUTE; i++) answers.push(await enquire(a.app));
    expect(answers).toEqual([...Array(ENQUIRIES_PER_MINUTE).fill(201), 429]);
    expect(a.warnings).toEqual(['Redis does not answer; rate limits count per instance until it does']);
  });
});
