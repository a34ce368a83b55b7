import { afterEach, describe, expect, it } from 'vitest';
import { openStorage } from '../open-storage.js';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS, scratchStorage, type ScratchStorage } from '../testing/scratch-storage.js';
import type { Storage } from '../types.js';
import { INTERRUPTED_ERROR, JOB_ATTEMPTS } from './job-limits.js';

const by = { id: 'u1', email: 'ed@example.com' };
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const lease = (worker: string, ms: number) => ({ worker, limit: 10, leaseMs: 1_000, now: at(ms) });

describe.each(DIALECTS)('job store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);
  const enqueue = (kind = 'publish', tourCode: string | null = 'abc123', ms = 0) =>
    db.storage.enqueueJob({ kind, tourCode, payload: { code: tourCode }, createdBy: by }, at(ms));

  it('stores a queued job with its payload and author', async () => {
    const job = await enqueue();
    expect(job).toMatchObject({ state: 'queued', attempts: 0, payload: { code: 'abc123' }, createdBy: by });
    expect(await db.storage.getJob(job.id)).toEqual(job);
    expect(await db.storage.getJob('nope')).toBeNull();
  });

  it('claims queued jobs oldest first, once, counting the attempt', async () => {
    const first = await enqueue('publish', 'abc123', 1);
    const second = await enqueue('inspect', 'abc123', 2);
    const claimed = await db.storage.claimJobs(lease('w1', 10));
    expect(claimed.map((j) => [j.id, j.state, j.attempts])).toEqual([
      [first.id, 'running', 1],
      [second.id, 'running', 1],
    ]);
    expect(await db.storage.claimJobs(lease('w2', 20))).toEqual([]);
  });

  it('claims only the kinds asked for, and no more than the limit', async () => {
    await enqueue('publish', 'abc123', 1);
    const inspect = await enqueue('inspect', 'abc123', 2);
    await enqueue('inspect', 'abc123', 3);
    const claimed = await db.storage.claimJobs({ ...lease('w1', 10), kinds: ['inspect'], limit: 1 });
    expect(claimed.map((j) => j.id)).toEqual([inspect.id]);
    expect(await db.storage.claimJobs({ ...lease('w1', 10), kinds: [] })).toEqual([]);
  });

  it('keeps a heartbeating job, records its progress, and re-claims it once the lease runs out', async () => {
    const job = await enqueue();
    await db.storage.claimJobs(lease('w1', 0));
    const progress = { fraction: 0.5, message: 'tiling kitchen.jpg' };
    expect(await db.storage.heartbeatJob(job.id, 'w1', progress, 1_000, at(900))).toBe(true);
    expect(await db.storage.heartbeatJob(job.id, 'w2', progress, 1_000, at(900))).toBe(false);
    expect(await db.storage.claimJobs(lease('w2', 1_500))).toEqual([]);
    expect((await db.storage.getJob(job.id))?.progress).toEqual(progress);
    const again = await db.storage.claimJobs(lease('w2', 1_901));
    expect(again.map((j) => [j.id, j.attempts])).toEqual([[job.id, 2]]);
    expect(await db.storage.heartbeatJob(job.id, 'w1', progress, 1_000, at(2_000))).toBe(false);
  });

  it('records the outcome only from the worker holding the job', async () => {
    const done = await enqueue('publish', 'abc123', 1);
    const failed = await enqueue('inspect', 'abc123', 2);
    await db.storage.claimJobs(lease('w1', 10));
    await db.storage.finishJob(done.id, 'w2', { error: 'not mine' }, at(20));
    await db.storage.finishJob(done.id, 'w1', { result: { version: 2 } }, at(30));
    await db.storage.finishJob(failed.id, 'w1', { error: 'kitchen.jpg: not 2:1' }, at(30));
    expect(await db.storage.getJob(done.id)).toMatchObject({
      state: 'done',
      result: { version: 2 },
      error: null,
    });
    expect(await db.storage.getJob(failed.id)).toMatchObject({
      state: 'failed',
      error: 'kitchen.jpg: not 2:1',
    });
    expect(await db.storage.claimJobs(lease('w1', 60_000))).toEqual([]);
  });

  it('runs one publish or preview of a tour at a time, the next one once it ends', async () => {
    const first = await enqueue('publish', 'abc123', 1);
    const second = await enqueue('publish', 'abc123', 2);
    const preview = await enqueue('preview', 'abc123', 3);
    const inspect = await enqueue('inspect', 'abc123', 4);
    const elsewhere = await enqueue('publish', 'zzz999', 5);
    const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);
    expect(ids(await db.storage.claimJobs(lease('w1', 10)))).toEqual([first.id, inspect.id, elsewhere.id]);
    expect(await db.storage.claimJobs(lease('w2', 20))).toEqual([]);
    await db.storage.finishJob(first.id, 'w1', { result: null }, at(30));
    expect(ids(await db.storage.claimJobs(lease('w2', 40)))).toEqual([second.id]);
    await db.storage.finishJob(second.id, 'w2', { error: 'kitchen.jpg: not 2:1' }, at(50));
    expect(ids(await db.storage.claimJobs(lease('w2', 60)))).toEqual([preview.id]);
  });

  it('holds the next publish of a tour while a dead worker’s one waits to be started again', async () => {
    const first = await enqueue('publish', 'abc123', 1);
    await db.storage.claimJobs(lease('w1', 10));
    const second = await enqueue('publish', 'abc123', 20);
    expect(await db.storage.claimJobs(lease('w2', 30))).toEqual([]);
    expect((await db.storage.claimJobs(lease('w2', 2_000))).map((j) => j.id)).toEqual([first.id]);
    await db.storage.finishJob(first.id, 'w2', { result: null }, at(2_100));
    expect((await db.storage.claimJobs(lease('w2', 2_200))).map((j) => j.id)).toEqual([second.id]);
  });

  it('shows a finished job at progress 1 with its last message', async () => {
    const job = await enqueue();
    const plain = await enqueue('inspect', 'abc123', 1);
    await db.storage.claimJobs(lease('w1', 10));
    await db.storage.heartbeatJob(job.id, 'w1', { fraction: 0.5, message: 'tiling' }, 1_000, at(20));
    await db.storage.finishJob(job.id, 'w1', { result: null, message: 'Published version 2' }, at(30));
    await db.storage.finishJob(plain.id, 'w1', { result: null }, at(30));
    expect((await db.storage.getJob(job.id))?.progress).toEqual({
      fraction: 1,
      message: 'Published version 2',
    });
    expect((await db.storage.getJob(plain.id))?.progress).toEqual({ fraction: 1, message: 'Done' });
  });

  it(`gives a job up, visibly, after ${JOB_ATTEMPTS} interrupted starts`, async () => {
    const job = await enqueue();
    for (let start = 1; start <= JOB_ATTEMPTS; start++) {
      const claimed = await db.storage.claimJobs(lease(`w${start}`, start * 10_000));
      expect(claimed.map((j) => j.attempts)).toEqual([start]);
    }
    expect(await db.storage.claimJobs(lease('w9', 100_000))).toEqual([]);
    expect(await db.storage.getJob(job.id)).toMatchObject({ state: 'failed', error: INTERRUPTED_ERROR });
    expect(INTERRUPTED_ERROR).toBe('interrupted 3 times; the server stopped while it ran');
  });

  it('queues a job released by its worker again, without counting that start', async () => {
    const job = await enqueue();
    await db.storage.claimJobs(lease('w1', 0));
    expect(await db.storage.releaseJob(job.id, 'w2', at(10))).toBe(false);
    expect(await db.storage.releaseJob(job.id, 'w1', at(10))).toBe(true);
    expect(await db.storage.getJob(job.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await db.storage.claimJobs(lease('w2', 20))).map((j) => j.attempts)).toEqual([1]);
  });

  it('lists a tour’s jobs newest first, by state', async () => {
    const old = await enqueue('publish', 'abc123', 1);
    const other = await enqueue('publish', 'zzz999', 2);
    const recent = await enqueue('inspect', 'abc123', 3);
    await db.storage.claimJobs({ ...lease('w1', 10), limit: 1 });
    const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);
    expect(ids(await db.storage.listJobs({ tourCode: 'abc123', limit: 10 }))).toEqual([recent.id, old.id]);
    expect(ids(await db.storage.listJobs({ states: ['queued'], limit: 10 }))).toEqual([recent.id, other.id]);
    expect(ids(await db.storage.listJobs({ limit: 1 }))).toEqual([recent.id]);
    expect(await db.storage.listJobs({ states: [], limit: 10 })).toEqual([]);
  });
});

describe.each(DIALECTS)('job claims by two instances on %s', (dialect) => {
  let scratch: ScratchStorage | undefined;
  const opened: Storage[] = [];
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
    await scratch?.remove();
  });

  it('never hands one job to both', async () => {
    scratch = await scratchStorage(dialect);
    const [a, b] = [await openStorage(scratch.options), await openStorage(scratch.options)];
    opened.push(a, b);
    const jobs = 60;
    for (let i = 0; i < jobs; i++)
      await a.enqueueJob({ kind: 'publish', tourCode: null, payload: i, createdBy: null });
    const claimAll = async (storage: Storage, worker: string) => {
      const mine: string[] = [];
      for (let round = 0; round < 40; round++) {
        const claimed = await storage.claimJobs({ worker, limit: 3, leaseMs: 60_000, now: new Date() });
        mine.push(...claimed.map((j) => j.id));
      }
      return mine;
    };
    const [byA, byB] = await Promise.all([claimAll(a, 'a'), claimAll(b, 'b')]);
    expect(byA.filter((id) => byB.includes(id))).toEqual([]);
    expect(new Set([...byA, ...byB]).size).toBe(jobs);
    expect(byA.length + byB.length).toBe(jobs);
  });
});
