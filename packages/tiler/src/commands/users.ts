import type { StudioRole } from '@tourview/schema';
import type { Account, Storage } from '@tourview/storage';
import { TourError } from '../errors.js';
import type { StorageLocation } from '../import/import-tour.js';
import { withStorage } from './storage-session.js';

/** A studio account as the CLI lists it, with the tours an editor may work on. */
export interface UserSummary extends Account {
  tours: string[];
}

/** What adding a studio account takes; the password never comes from the command line. */
export interface NewUser {
  email: string;
  role: StudioRole;
  password: string;
}

async function existing(storage: Storage, email: string): Promise<Account> {
  const account = await storage.findAccountByEmail(email);
  if (!account) throw new TourError('user_not_found', `No studio account has the email "${email}".`);
  return account;
}

/**
 * Adds a studio account, recorded in the audit log as done from the command line. Throws
 * storage's `account_exists` or `invalid_account`.
 */
export function addUser(location: StorageLocation, user: NewUser): Promise<Account> {
  return withStorage(location, async (storage) => {
    const account = await storage.createAccount(user);
    await storage.appendAudit({ action: 'account_created', target: account.email, client: 'cli' });
    return account;
  });
}

/** Every studio account, by email. */
export function listUsers(location: StorageLocation): Promise<UserSummary[]> {
  return withStorage(location, async (storage) => {
    const accounts = await storage.listAccounts();
    return Promise.all(accounts.map(async (a) => ({ ...a, tours: await storage.toursOf(a.id) })));
  });
}

/**
 * Removes a studio account with its sessions and memberships and ends the live viewings it
 * started (their links stop opening); throws `user_not_found`.
 */
export function removeUser(location: StorageLocation, email: string): Promise<void> {
  return withStorage(location, async (storage) => {
    const account = await existing(storage, email);
    await storage.removeAccount(account.id);
    await storage.endLiveViewingsBy(account.email);
    await storage.appendAudit({ action: 'account_removed', target: account.email, client: 'cli' });
  });
}

/**
 * Sets a new password, signs the account out everywhere and ends the live viewings it started;
 * throws `user_not_found`.
 */
export function resetPassword(location: StorageLocation, email: string, password: string): Promise<void> {
  return withStorage(location, async (storage) => {
    const account = await existing(storage, email);
    await storage.setPassword(account.id, password);
    await storage.endLiveViewingsBy(account.email);
    await storage.appendAudit({ action: 'password_reset', target: account.email, client: 'cli' });
  });
}
