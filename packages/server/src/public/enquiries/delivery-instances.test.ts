import { openStorage, type Storage } from '@tourview/storage';
import { createTemporaryPostgresDatabase, type TemporaryDatabase } from '@tourview/storage/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebhook, type FakeWebhook } from '../../testing/fake-webhook.js';
import { waitFor } from '../../testing/wait-for.js';
import { startDeliveryWorker } from './delivery-worker.js';

const ENQUIRIES = 60;
const FAST = { pollMs: 20, baseBackoffMs: 40, maxBackoffMs: 150, requestTimeoutMs: 1_000 };
const fields = { name: 'Robin', email: 'robin@example.com', message: 'Hello', consent: true } as const;

describe('two instances delivering one PostgreSQL outbox', () => {
  let database: TemporaryDatabase;
  let instances: Storage[];
  let hook: FakeWebhook;

  beforeAll(async () => {
    database = await createTemporaryPostgresDatabase();
    const options = { dataDir: '/nonexistent', databaseUrl: database.url };
    instances = [await openStorage(options), await openStorage(options)];
    hook = await startFakeWebhook(true);
  });
  afterAll(async () => {
    for (const storage of instances) await storage.close();
    await database.drop();
    await hook.close();
  });

  it('posts each enquiry exactly once, whichever instance claims it', async () => {
    const [first] = instances;
    if (!first) throw new Error('no instance');
    const ids = new Set<string>();
    for (let i = 0; i < ENQUIRIES; i++) ids.add((await first.createEnquiry('abc123', fields)).id);
    const log = Fastify({ logger: false }).log;
    const workers = instances.map((storage) => startDeliveryWorker(storage, { url: hook.url }, log, FAST));
    try {
      await waitFor('every delivery', async () => (await first.outboxCounts()).delivered === ENQUIRIES);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const keys = hook.delivered.map((d) => d.idempotencyKey ?? '');
    expect(keys).toHaveLength(ENQUIRIES);
    expect(new Set(keys)).toEqual(ids);
  });
});
