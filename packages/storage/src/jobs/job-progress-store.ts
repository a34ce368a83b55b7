import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { JobStore } from '../studio/studio-types.js';

type Progress = Pick<JobStore, 'heartbeatJob' | 'finishJob' | 'releaseJob'>;

/** What the worker holding a job reports: progress under a renewed lease, the end, or letting go. */
export function createJobProgressStore(db: Kysely<Database>): Progress {
  const held = (id: string, worker: string) =>
    db.updateTable('jobs').where('id', '=', id).where('worker', '=', worker).where('state', '=', 'running');
  return {
    async heartbeatJob(id, worker, progress, leaseMs, now) {
      const result = await held(id, worker)
        .set({
          progress: progress === null ? null : JSON.stringify(progress),
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          updated_at: now.toISOString(),
        })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async finishJob(id, worker, outcome, now) {
      await held(id, worker).set(finishedColumns(outcome, now)).execute();
    },
    async releaseJob(id, worker, now) {
      const result = await held(id, worker)
        .set((eb) => ({
          state: 'queued',
          attempts: eb('attempts', '-', 1),
          worker: null,
          locked_until: null,
          updated_at: now.toISOString(),
        }))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

function finishedColumns(outcome: Parameters<JobStore['finishJob']>[2], now: Date) {
  const failed = 'error' in outcome;
  // A job's last progress report may not have reached the database; done is all the way.
  const done = failed
    ? {}
    : { progress: JSON.stringify({ fraction: 1, message: outcome.message ?? 'Done' }) };
  return {
    state: failed ? 'failed' : 'done',
    result: failed ? null : JSON.stringify(outcome.result ?? null),
    error: failed ? outcome.error : null,
    ...done,
    locked_until: null,
    updated_at: now.toISOString(),
  };
}
