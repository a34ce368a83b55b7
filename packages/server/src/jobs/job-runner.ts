import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Job, JobStore, StorageOptions } from '@tourview/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKindsModule, JobSettings } from './job-kinds.js';
import { createJobProcesses, type JobOutcome, type JobProcess, type JobProcesses } from './job-process.js';
import { metrics } from '../metrics/metrics-sink.js';

/** How often the queue is checked, how long a claim lasts, how often a running job's lease is renewed. */
export interface JobTiming {
  pollMs: number;
  leaseMs: number;
  /** Also how often progress is written to the database, where every instance reads it. */
  heartbeatMs: number;
}

/** Production timing: a job whose server died is started again within 30 s. */
export const DEFAULT_JOB_TIMING: JobTiming = { pollMs: 1_000, leaseMs: 30_000, heartbeatMs: 1_000 };

/** What a runner needs. */
export interface JobRunnerOptions {
  store: JobStore;
  storageOptions: StorageOptions;
  /** What the jobs follow of the instance's configuration; default: face proposals on. */
  settings?: JobSettings;
  /** Jobs run at once by this instance; 0 runs none. */
  concurrency: number;
  /** URL of the module exporting `JOB_KINDS` (production: `./kinds.ts`; tests: a test kind). */
  kindsModule: string;
  log: FastifyBaseLogger;
  timing?: JobTiming;
}

/** Background jobs of this instance. */
export interface JobRunner {
  /** Stops claiming, stops the jobs running here and puts them back in the queue for the next start. */
  stop(): Promise<void>;
}

interface Running {
  job: Job;
  process: JobProcess;
  progress: Job['progress'];
  lost: boolean;
}

/**
 * A job's result with where its time went before and around its handler, when the result is
 * an object (the bench reads it): queued until claimed, waiting for its process, its handler
 * loading, the whole run from the claim, the CPU time its process spent on it, and the process's
 * peak memory.
 */
function withTimes(outcome: Extract<JobOutcome, { type: 'done' }>, job: Job, claimedAt: number): unknown {
  const { result } = outcome;
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return result;
  const jobStats = {
    queuedMs: Math.max(0, claimedAt - Date.parse(job.createdAt)),
    processStartMs: outcome.startMs,
    handlerLoadMs: outcome.loadMs,
    runMs: Date.now() - claimedAt,
    cpuMs: outcome.cpuMs,
    peakRssMb: outcome.peakRssMb,
  };
  return { ...result, jobStats };
}

/**
 * Claims jobs of the kinds it knows while it has free slots and runs each in a job process,
 * renewing the job's lease and recording its progress. Any number of instances may run one.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { store, concurrency, log } = options;
  const timing = options.timing ?? DEFAULT_JOB_TIMING;
  const kinds = Object.keys(((await import(options.kindsModule)) as JobKindsModule).JOB_KINDS);
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, Running>();
  const processes =
    concurrency > 0 && kinds.length > 0
      ? createJobProcesses({
          storageOptions: options.storageOptions,
          settings: options.settings ?? { faceProposals: true },
          kindsModule: options.kindsModule,
          spares: concurrency,
        })
      : null;
  let stopped = false;
  let claiming: Promise<void> | null = null;

  async function claim(): Promise<void> {
    const free = concurrency - running.size;
    if (free < 1 || !processes) return;
    const jobs = await store.claimJobs({
      worker,
      limit: free,
      leaseMs: timing.leaseMs,
      now: new Date(),
      kinds,
    });
    for (const job of jobs) run(job, processes);
  }

  function run(job: Job, processes: JobProcesses): void {
    const started = performance.now();
    const claimedAt = Date.now();
    const entry: Running = {
      job,
      progress: job.progress,
      lost: false,
      process: processes.start(job, (progress) => (entry.progress = progress)),
    };
    running.set(job.id, entry);
    const beat = setInterval(() => void heartbeat(entry), timing.heartbeatMs);
    void entry.process.outcome.then(async (outcome) => {
      clearInterval(beat);
      if (!stopped && !entry.lost) {
        metrics().jobFinished(job.kind, outcome.type, (performance.now() - started) / 1000);
        const result =
          outcome.type === 'done'
            ? {
                result: withTimes(outcome, job, claimedAt),
                ...(entry.progress ? { message: entry.progress.message } : {}),
              }
            : { error: outcome.error };
        await store.finishJob(job.id, worker, result, new Date()).catch((error: unknown) => {
          log.error({ err: error, jobId: job.id }, 'could not record a job outcome');
        });
      }
      running.delete(job.id);
      // Its slot is free: a job queued meanwhile need not wait for the next poll.
      claimNow();
    });
  }

  async function heartbeat(entry: Running): Promise<void> {
    const { id } = entry.job;
    const held = await store
      .heartbeatJob(id, worker, entry.progress, timing.leaseMs, new Date())
      .catch((error: unknown) => {
        log.warn({ err: error, jobId: id }, 'job heartbeat failed');
        return true;
      });
    if (held || stopped) return;
    // Another instance took the job over (this one missed its lease): it must not run twice.
    entry.lost = true;
    entry.process.kill();
    log.warn({ jobId: id }, 'job lease lost; stopped it here');
  }

  // A claim asked for while one runs is made right after it: the job that asked may have been
  // queued too late for the running claim to see it.
  let claimAgain = false;
  function claimNow(): void {
    if (stopped) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claim()
      .catch((error: unknown) => log.error({ err: error }, 'claiming jobs failed'))
      .finally(() => {
        claiming = null;
        if (claimAgain) {
          claimAgain = false;
          claimNow();
        }
      });
  }
  const poll = setInterval(() => {
    if (!claiming) claimNow();
  }, timing.pollMs);
  // Jobs this process queues (an upload's inspection, a publish) start at once; the poll finds
  // those of other instances, and jobs whose worker died.
  const unsubscribe = processes ? store.onJobQueued(claimNow) : () => undefined;

  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      await claiming;
      processes?.close();
      const now = new Date();
      await Promise.all(
        [...running.values()].map(async (entry) => {
          entry.process.kill();
          await entry.process.outcome;
          await store.releaseJob(entry.job.id, worker, now);
        }),
      );
    },
  };
}
