import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { AccountStore } from './account-types.js';
import { createAuditStore } from './audit-store.js';
import { createMembershipStore } from './membership-store.js';
import { createPasswordStore } from './password-store.js';
import { createSessionStore } from './session-store.js';
import { createSetupTokenStore } from './setup-token-store.js';
import { createUserStore } from './user-store.js';

/** Accounts, sessions, memberships, setup tokens and the audit log over one connection. */
export function createAccountStore(db: Kysely<Database>): AccountStore {
  return {
    ...createUserStore(db),
    ...createPasswordStore(db),
    ...createMembershipStore(db),
    ...createSessionStore(db),
    ...createSetupTokenStore(db),
    ...createAuditStore(db),
  };
}
