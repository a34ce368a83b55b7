import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import type { JobStore } from '../studio/studio-types.js';
import { createJobClaimStore } from './job-claim-store.js';
import { createJobProgressStore } from './job-progress-store.js';
import { createJobQueueStore } from './job-queue-store.js';

/**
 * The job queue. A claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` on
 * PostgreSQL, so instances claiming at once each take rows no other is taking; on SQLite the
 * same statement (without the locking clause, which SQLite lacks) runs in one write
 * transaction, which SQLite serialises across connections and processes.
 */
export function createJobStore(db: Kysely<Database>, dialect: Dialect): JobStore {
  return { ...createJobQueueStore(db), ...createJobClaimStore(db, dialect), ...createJobProgressStore(db) };
}
