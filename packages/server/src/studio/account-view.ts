import type { StudioAccount } from '@tourview/schema';
import type { Account, Storage } from '@tourview/storage';

/** An account as the studio API shows it, with the tours an editor may work on. */
export async function accountView(storage: Storage, account: Account): Promise<StudioAccount> {
  return { ...account, tours: account.role === 'admin' ? [] : await storage.toursOf(account.id) };
}
