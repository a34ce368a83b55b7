import type { Account, Storage } from '@tourview/storage';

/** Whether an account may work on a tour's draft: admins on every draft, editors on their tours'. */
export async function mayWorkOnDraft(
  storage: Pick<Storage, 'getDraft' | 'toursOf'>,
  account: Account,
  code: string,
): Promise<boolean> {
  if (account.role !== 'admin' && !(await storage.toursOf(account.id)).includes(code)) return false;
  return (await storage.getDraft(code)) !== null;
}
