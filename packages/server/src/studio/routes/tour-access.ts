import type { Account, Job, Storage } from '@tourview/storage';
import { ProblemError } from '../../plugins/problems.js';

/**
 * Whether a tour exists for the studio (published, or a draft never published) and this
 * account may work on it: admins on all, editors on their memberships. A tour that exists but
 * is not the editor's answers 404 like one that does not exist, so codes do not leak.
 */
export async function mayWorkOn(storage: Storage, account: Account, code: string): Promise<boolean> {
  if (account.role !== 'admin' && !(await storage.toursOf(account.id)).includes(code)) return false;
  return (await storage.getTour(code)) !== null || (await storage.getDraft(code)) !== null;
}

/** Throws `tour_not_found` unless {@link mayWorkOn}. */
export async function requireTour(storage: Storage, account: Account, code: string): Promise<void> {
  if (!(await mayWorkOn(storage, account, code))) throw new ProblemError('tour_not_found');
}

/** The actor a draft or version records. */
export function actorOf(account: Account): { id: string; email: string } {
  return { id: account.id, email: account.email };
}

/**
 * Queues a job that builds the tour's draft, as a new version (`publish`) or as a preview,
 * for an account that may work on the tour.
 */
export async function queueDraftBuild(
  storage: Storage,
  account: Account,
  tourCode: string,
  kind: 'publish' | 'preview',
  now: Date,
): Promise<Job> {
  await requireTour(storage, account, tourCode);
  return storage.enqueueJob(
    { kind, tourCode, payload: { code: tourCode }, createdBy: actorOf(account) },
    now,
  );
}
