import type { Account, Storage } from '@tourview/storage';

/** What a route needs of the tour in its `:tourCode`: the tour (published or a draft), or its draft. */
export type TourScope = 'tour' | 'draft';

/**
 * Whether the tour exists for the studio and this account may work on it: admins on all,
 * editors on their memberships. A tour that exists but is not the editor's reads as one that
 * does not exist, so codes do not leak.
 */
export async function mayWorkOn(
  storage: Pick<Storage, 'toursOf' | 'getTour' | 'getDraft'>,
  account: Account,
  code: string,
  scope: TourScope = 'tour',
): Promise<boolean> {
  if (account.role !== 'admin' && !(await storage.toursOf(account.id)).includes(code)) return false;
  if (scope === 'tour' && (await storage.getTour(code)) !== null) return true;
  return (await storage.getDraft(code)) !== null;
}

/** The actor a draft or version records. */
export function actorOf(account: Account): { id: string; email: string } {
  return { id: account.id, email: account.email };
}
