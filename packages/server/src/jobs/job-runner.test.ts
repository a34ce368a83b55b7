import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, type Storage } from '@tourview/storage';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/wait-for.js';
import { startJobRunner, type JobRunner } from './job-runner.js';
import type { CountPayload } from './testing/counting-kinds.js';

const KINDS = new URL('./testing/counting-kinds.ts', import.meta.url).href;
/** Longer than the test may take: a job claimed in time was not found by a poll. */
const NO_POLL = { pollMs: 600_000, leaseMs: 30_000, heartbeatMs: 1_000 };
// The job process loads TypeScript; a busy machine needs room.
const TEST_TIMEOUT_MS = 120_000;

describe('the job runner', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it(
    'claims a job queued in its own process at once, not at its next poll, and measures it',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tourview-runner-'));
      const storage: Storage = await openStorage({ dataDir });
      const errors: unknown[] = [];
      const log = { error: (e: unknown) => errors.push(e), warn: (e: unknown) => errors.push(e) };
      const removeAll = async () => {
        await storage.close();
        await rm(dataDir, { recursive: true, force: true });
      };
      cleanup = removeAll;
      const runner: JobRunner = await startJobRunner({
        store: storage,
        storageOptions: { dataDir },
        concurrency: 1,
        kindsModule: KINDS,
        log: log as unknown as FastifyBaseLogger,
        timing: NO_POLL,
      });
      cleanup = async () => {
        await runner.stop();
        await removeAll();
      };
      const file = join(dataDir, 'count.log');
      const payload: CountPayload = { to: 2, stepMs: 10, log: file };
      const enqueue = () => storage.enqueueJob({ kind: 'count', tourCode: null, payload, createdBy: null });
      const jobs = [await enqueue(), await enqueue()];
      const states = async () => Promise.all(jobs.map(async (job) => (await storage.getJob(job.id))?.state));
      // One slot: the second starts when the first ends, also without a poll.
      await waitFor('both jobs to end', async () => (await states()).every((s) => s === 'done'), 90_000);
      expect((await readFile(file, 'utf8')).match(/^done /gm)).toHaveLength(2);
      const result = (await storage.getJob(jobs[0]?.id ?? ''))?.result as {
        jobStats: Record<string, number>;
      };
      expect(result.jobStats).toMatchObject({ runMs: expect.any(Number), cpuMs: expect.any(Number) });
      expect(result.jobStats.cpuMs).toBeGreaterThanOrEqual(0);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
