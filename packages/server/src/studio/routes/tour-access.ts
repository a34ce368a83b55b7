import type { Account, Storage } from '@tourview/storage';
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
