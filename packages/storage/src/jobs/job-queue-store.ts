import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { JobStore } from '../studio/studio-types.js';
import { jobFromRow } from './job-row.js';

type Queue = Pick<JobStore, 'enqueueJob' | 'getJob' | 'listJobs' | 'onJobQueued'>;

/** Jobs as the studio sees them: queued, looked up, listed newest first. */
export function createJobQueueStore(db: Kysely<Database>): Queue {
  const listeners = new Set<() => void>();
  return {
    async enqueueJob(job, now = new Date()) {
      const at = now.toISOString();
      const row = await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          kind: job.kind,
          tour_code: job.tourCode,
          payload: JSON.stringify(job.payload ?? null),
          state: 'queued',
          progress: null,
          result: null,
          error: null,
          worker: null,
          locked_until: null,
          created_by_id: job.createdBy?.id ?? null,
          created_by_email: job.createdBy?.email ?? null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const listener of listeners) listener();
      return jobFromRow(row);
    },
    onJobQueued(listener) {
      // Wrapped, so that one function given twice is two listeners, each stopped on its own.
      const call = () => listener();
      listeners.add(call);
      return () => {
        listeners.delete(call);
      };
    },
    async getJob(id) {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? null : jobFromRow(row);
    },
    async listJobs({ tourCode, states, limit }) {
      let select = db.selectFrom('jobs').selectAll();
      if (tourCode !== undefined) select = select.where('tour_code', '=', tourCode);
      if (states?.length === 0) return [];
      if (states !== undefined) select = select.where('state', 'in', states);
      const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(jobFromRow);
    },
  };
}
