import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import type { JobStore } from '../studio/studio-types.js';
import { jobFromRow } from './job-row.js';

/**
 * How many times a job is started before it is given up. A job whose worker dies (the server
 * is killed, the machine stops) is started again when its lease runs out; a job that keeps
 * killing its server must not do so forever, so after this many starts it fails visibly.
 */
export const JOB_ATTEMPTS = 3;

/** The error a job gets when it was given up after its last start was interrupted too. */
export const INTERRUPTED_ERROR = `interrupted ${JOB_ATTEMPTS} times; the server stopped while it ran`;

/**
 * Kinds that build a tour's media under its import lock: two of one tour at once would make
 * the second fail as busy, so they run one after another, in the order they were queued.
 */
export const ONE_AT_A_TIME_PER_TOUR = ['publish', 'preview'];

type JobRow = ExpressionBuilder<Database, 'jobs'>;

/** Another build of the same tour that runs, or was queued earlier and so goes first. */
function buildAheadInLine(eb: JobRow) {
  return eb.exists(
    eb
      .selectFrom('jobs as other')
      .select('other.id')
      .whereRef('other.tour_code', '=', 'jobs.tour_code')
      .whereRef('other.id', '<>', 'jobs.id')
      .where('other.kind', 'in', ONE_AT_A_TIME_PER_TOUR)
      .where((o) =>
        o.or([
          o('other.state', '=', 'running'),
          o.and([
            o('other.state', '=', 'queued'),
            o.or([
              o('other.created_at', '<', o.ref('jobs.created_at')),
              o.and([
                o('other.created_at', '=', o.ref('jobs.created_at')),
                o('other.id', '<', o.ref('jobs.id')),
              ]),
            ]),
          ]),
        ]),
      ),
  );
}

/** Queued, or running under a lease that ran out and with starts left; not waiting its turn. */
function claimable(eb: JobRow, at: string, kinds: string[] | undefined) {
  const due = eb.and([
    eb.or([
      eb('state', '=', 'queued'),
      eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', at), eb('attempts', '<', JOB_ATTEMPTS)]),
    ]),
    eb.or([eb('kind', 'not in', ONE_AT_A_TIME_PER_TOUR), eb.not(buildAheadInLine(eb))]),
  ]);
  return kinds === undefined ? due : eb.and([due, eb('kind', 'in', kinds)]);
}

/**
 * The job queue. A claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` on
 * PostgreSQL, so instances claiming at once each take rows no other is taking; on SQLite the
 * same statement (without the locking clause, which SQLite lacks) runs in one write
 * transaction, which SQLite serialises across connections and processes.
 */
export function createJobStore(db: Kysely<Database>, dialect: Dialect): JobStore {
  const enqueueJob: JobStore['enqueueJob'] = async (job, now = new Date()) => {
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
    return jobFromRow(row);
  };

  const getJob: JobStore['getJob'] = async (id) => {
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : jobFromRow(row);
  };

  const listJobs: JobStore['listJobs'] = async ({ tourCode, states, limit }) => {
    let select = db.selectFrom('jobs').selectAll();
    if (tourCode !== undefined) select = select.where('tour_code', '=', tourCode);
    if (states?.length === 0) return [];
    if (states !== undefined) select = select.where('state', 'in', states);
    const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(jobFromRow);
  };

  const claimJobs: JobStore['claimJobs'] = async ({ worker, limit, leaseMs, now, kinds }) => {
    if (kinds?.length === 0 || limit < 1) return [];
    const at = now.toISOString();
    await db
      .updateTable('jobs')
      .set({ state: 'failed', error: INTERRUPTED_ERROR, worker: null, locked_until: null, updated_at: at })
      .where('state', '=', 'running')
      .where('locked_until', '<=', at)
      .where('attempts', '>=', JOB_ATTEMPTS)
      .execute();
    const rows = dialect === 'postgres' ? await claimLocking() : await claimAtOnce();
    return rows
      .map(jobFromRow)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));

    function oldestClaimable(executor: Kysely<Database>) {
      return executor
        .selectFrom('jobs')
        .select('id')
        .where((row) => claimable(row, at, kinds))
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit);
    }

    function lease(executor: Kysely<Database>) {
      return executor
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          worker,
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          updated_at: at,
        }))
        .where((row) => claimable(row, at, kinds))
        .returningAll();
    }

    // PostgreSQL may run an `IN (SELECT … LIMIT)` subquery of an UPDATE more than once, taking
    // more than the limit, so the rows are locked first and leased by id in the same transaction.
    function claimLocking() {
      return db.transaction().execute(async (trx) => {
        const ids = await oldestClaimable(trx).forUpdate().skipLocked().execute();
        if (ids.length === 0) return [];
        return lease(trx)
          .where(
            'id',
            'in',
            ids.map((row) => row.id),
          )
          .execute();
      });
    }

    // One statement, so one write transaction: SQLite serialises it across connections and
    // processes. A transaction spanning awaits would hold the write lock while another
    // connection of the same process waits for it synchronously, blocking the event loop that
    // has to release it.
    function claimAtOnce() {
      return lease(db).where('id', 'in', oldestClaimable(db)).execute();
    }
  };

  const heartbeatJob: JobStore['heartbeatJob'] = async (id, worker, progress, leaseMs, now) => {
    const result = await db
      .updateTable('jobs')
      .set({
        progress: progress === null ? null : JSON.stringify(progress),
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('worker', '=', worker)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  const finishJob: JobStore['finishJob'] = async (id, worker, outcome, now) => {
    const failed = 'error' in outcome;
    // A job's last progress report may not have reached the database; done is all the way.
    const done = failed
      ? {}
      : { progress: JSON.stringify({ fraction: 1, message: outcome.message ?? 'Done' }) };
    await db
      .updateTable('jobs')
      .set({
        state: failed ? 'failed' : 'done',
        result: failed ? null : JSON.stringify(outcome.result ?? null),
        error: failed ? outcome.error : null,
        ...done,
        locked_until: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('worker', '=', worker)
      .where('state', '=', 'running')
      .execute();
  };

  const releaseJob: JobStore['releaseJob'] = async (id, worker, now) => {
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'queued',
        attempts: eb('attempts', '-', 1),
        worker: null,
        locked_until: null,
        updated_at: now.toISOString(),
      }))
      .where('id', '=', id)
      .where('worker', '=', worker)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  return { enqueueJob, getJob, listJobs, claimJobs, heartbeatJob, finishJob, releaseJob };
}
