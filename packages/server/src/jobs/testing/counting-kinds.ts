import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobKinds } from '../job-kinds.js';

/** What a `count` job does: counts to `to`, a step every `stepMs`, logging to `log` (a file). */
export interface CountPayload {
  to: number;
  stepMs: number;
  log: string;
  /** Throws this message instead of finishing, as a located tiler error would. */
  failWith?: string;
}

/**
 * A test kind doing real work in a real job process: it appends `start <id> <pid>` when it
 * starts and `done <id>` when it finishes to its log file, so a test can count how often a job
 * started and finished, and which process ran it.
 */
const count: JobKinds[string] = () =>
  Promise.resolve(async (job, { progress }) => {
    const { to, stepMs, log, failWith } = job.payload as CountPayload;
    appendFileSync(log, `start ${job.id} ${process.pid}\n`);
    for (let i = 1; i <= to; i++) {
      await sleep(stepMs);
      progress(i / to, `counted ${i} of ${to}`);
    }
    if (failWith !== undefined) throw new Error(failWith);
    appendFileSync(log, `done ${job.id}\n`);
    return { counted: to };
  });

/**
 * `count`, and `publish` doing the same: the queue runs publishes of one tour one after
 * another, which the log's start and done lines show.
 */
export const JOB_KINDS: JobKinds = { count, publish: count };
