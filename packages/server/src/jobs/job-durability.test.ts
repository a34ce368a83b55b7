import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERRUPTED_ERROR, openStorage, type Job, type Storage } from '@tourview/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../testing/spawn-server.js';
import { DIALECTS, scratchEnv } from '../testing/test-app.js';
import { waitFor } from '../testing/wait-for.js';
import type { CountPayload } from './testing/counting-kinds.js';

const ENTRY = fileURLToPath(new URL('./testing/job-server.ts', import.meta.url));
// Each case starts server processes and job processes (each loads TypeScript); a busy machine needs room.
const PROCESS_TEST_TIMEOUT_MS = 240_000;
const WAIT_MS = 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.each(DIALECTS)('job durability across kill -9 on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function setUp() {
    const scratch = await scratchEnv(dialect);
    const dir = mkdtempSync(join(tmpdir(), 'tourview-jobs-'));
    const log = join(dir, 'count.log');
    const env = { ...scratch.env, STUDIO_JOB_CONCURRENCY: '1' };
    const storage = await openStorage(scratch.storageOptions);
    const servers: ServerProcess[] = [];
    const start = async () => {
      const server = await spawnServer(env, 60_000, undefined, ENTRY);
      servers.push(server);
      return server;
    };
    cleanup = async () => {
      for (const server of servers) server.child.kill('SIGKILL');
      await storage.close();
      await scratch.remove();
      rmSync(dir, { recursive: true, force: true });
    };
    const lines = () => {
      try {
        return readFileSync(log, 'utf8').trim().split('\n');
      } catch {
        return [];
      }
    };
    const payload: CountPayload = { to: 30, stepMs: 100, log };
    return { storage, start, lines, payload };
  }

  const job = async (storage: Storage, id: string): Promise<Job> => {
    const found = await storage.getJob(id);
    if (!found) throw new Error(`job ${id} is gone`);
    return found;
  };

  it(
    'starts a killed server’s job again after restart and finishes it exactly once',
    async () => {
      const { storage, start, lines, payload } = await setUp();
      const queued = await storage.enqueueJob({
        kind: 'count',
        tourCode: 'abc123',
        payload,
        createdBy: null,
      });
      const first = await start();
      await waitFor(
        'progress',
        async () => ((await job(storage, queued.id)).progress?.fraction ?? 0) > 0.2,
        WAIT_MS,
      );
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      const firstPid = Number(lines()[0]?.split(' ')[2]);
      // The orphaned job process notices its server is gone and stops: no second runner at a time.
      await waitFor('the job process to stop', () => !alive(firstPid), WAIT_MS);

      await start();
      await waitFor(
        'the job to finish',
        async () => (await job(storage, queued.id)).state === 'done',
        30_000,
      );
      const finished = await job(storage, queued.id);
      expect(finished).toMatchObject({ attempts: 2, result: { counted: 30 }, error: null });
      expect(lines().filter((l) => l.startsWith('start'))).toHaveLength(2);
      expect(lines().filter((l) => l.startsWith('done'))).toEqual([`done ${queued.id}`]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'fails a job visibly when its last start is interrupted too',
    async () => {
      const { storage, start, lines, payload } = await setUp();
      const queued = await storage.enqueueJob({
        kind: 'count',
        tourCode: 'abc123',
        payload,
        createdBy: null,
      });
      // Two earlier starts whose servers died: their leases have run out.
      for (const ago of [20_000, 10_000])
        await storage.claimJobs({ worker: 'gone', limit: 1, leaseMs: 1, now: new Date(Date.now() - ago) });
      const server = await start();
      await waitFor(
        'progress',
        async () => ((await job(storage, queued.id)).progress?.fraction ?? 0) > 0.1,
        WAIT_MS,
      );
      server.child.kill('SIGKILL');
      await server.exited;

      await start();
      await waitFor(
        'the job to fail',
        async () => (await job(storage, queued.id)).state === 'failed',
        30_000,
      );
      expect(await job(storage, queued.id)).toMatchObject({ attempts: 3, error: INTERRUPTED_ERROR });
      expect(lines().filter((l) => l.startsWith('done'))).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
