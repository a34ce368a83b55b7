import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStorage, type Storage } from '@tourview/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { sparePort } from '../testing/local-redis.js';
import { spawnServer, type ServerProcess } from '../testing/spawn-server.js';
import { DIALECTS, scratchEnv } from '../testing/test-app.js';
import { waitFor } from '../testing/wait-for.js';
import type { CountPayload } from './testing/counting-kinds.js';

const ENTRY = fileURLToPath(new URL('./testing/job-server.ts', import.meta.url));
// A server process and its job processes each load TypeScript; a busy machine needs room.
const PROCESS_TEST_TIMEOUT_MS = 240_000;

describe.each(DIALECTS)('publishes of one tour on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it(
    'run one after another, though the server has room for both, end at progress 1, and are measured',
    async () => {
      const scratch = await scratchEnv(dialect);
      const dir = mkdtempSync(join(tmpdir(), 'tourview-queue-'));
      const storage: Storage = await openStorage(scratch.storageOptions);
      const servers: ServerProcess[] = [];
      cleanup = async () => {
        for (const server of servers) server.child.kill('SIGKILL');
        await storage.close();
        await scratch.remove();
        rmSync(dir, { recursive: true, force: true });
      };
      const log = join(dir, 'count.log');
      const payload: CountPayload = { to: 5, stepMs: 100, log };
      const publish = () =>
        storage.enqueueJob({ kind: 'publish', tourCode: 'abc123', payload, createdBy: null });
      const [first, second] = [await publish(), await publish()];
      const metricsPort = await sparePort();
      servers.push(
        await spawnServer(
          { ...scratch.env, STUDIO_JOB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort) },
          60_000,
          undefined,
          ENTRY,
        ),
      );

      const states = async () =>
        Promise.all([first, second].map(async (j) => (await storage.getJob(j.id))?.state));
      await waitFor('both publishes to end', async () => (await states()).every((s) => s === 'done'), 60_000);
      const steps = readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' ').slice(0, 2).join(' '));
      expect(steps).toEqual([
        `start ${first.id}`,
        `done ${first.id}`,
        `start ${second.id}`,
        `done ${second.id}`,
      ]);
      for (const job of [first, second])
        expect((await storage.getJob(job.id))?.progress).toEqual({ fraction: 1, message: 'counted 5 of 5' });
      // Each job counts five steps of 100 ms: at least half a second each.
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toContain('tourview_job_duration_seconds_count{kind="publish",outcome="done"} 2\n');
      const sum = /tourview_job_duration_seconds_sum\{kind="publish",outcome="done"\} ([\d.]+)/.exec(metrics);
      expect(Number(sum?.[1])).toBeGreaterThanOrEqual(1);
      expect(metrics).toContain('tourview_jobs{state="done"} 2\n');
      expect(metrics).toContain('tourview_jobs{state="queued"} 0\n');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
