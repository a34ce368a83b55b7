import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import type { JobStore } from '../studio/studio-types.js';
import { claimable } from './claimable-jobs.js';
import { INTERRUPTED_ERROR, JOB_ATTEMPTS } from './job-limits.js';
import { jobFromRow } from './job-row.js';

type Claims = Pick<JobStore, 'claimJobs'>;
type Claim = Parameters<JobStore['claimJobs']>[0];

/** Workers lease the oldest claimable jobs; jobs out of starts are given up first. */
export function createJobClaimStore(db: Kysely<Database>, dialect: Dialect): Claims {
  return {
    async claimJobs(claim) {
      if (claim.kinds?.length === 0 || claim.limit < 1) return [];
      await giveUpInterrupted(db, claim.now.toISOString());
      const rows = dialect === 'postgres' ? await claimLocking(db, claim) : await claimAtOnce(db, claim);
      return rows
        .map(jobFromRow)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
  };
}

async function giveUpInterrupted(db: Kysely<Database>, at: string) {
  await db
    .updateTable('jobs')
    .set({ state: 'failed', error: INTERRUPTED_ERROR, worker: null, locked_until: null, updated_at: at })
    .where('state', '=', 'running')
    .where('locked_until', '<=', at)
    .where('attempts', '>=', JOB_ATTEMPTS)
    .execute();
}

function oldestClaimable(executor: Kysely<Database>, { now, limit, kinds }: Claim) {
  return executor
    .selectFrom('jobs')
    .select('id')
    .where((row) => claimable(row, now.toISOString(), kinds))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
}

function lease(executor: Kysely<Database>, { worker, leaseMs, now, kinds }: Claim) {
  const at = now.toISOString();
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
function claimLocking(db: Kysely<Database>, claim: Claim) {
  return db.transaction().execute(async (trx) => {
    const ids = await oldestClaimable(trx, claim).forUpdate().skipLocked().execute();
    if (ids.length === 0) return [];
    return lease(trx, claim)
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
function claimAtOnce(db: Kysely<Database>, claim: Claim) {
  return lease(db, claim).where('id', 'in', oldestClaimable(db, claim)).execute();
}
