import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { ACCOUNT_COLUMNS, accountOf, emailKey, validPassword } from './account-rows.js';
import type { AccountStore } from './account-types.js';
import { createAuditStore } from './audit-store.js';
import { insertAccount } from './insert-account.js';
import { hashPassword, passwordMatches } from './secrets.js';
import { createSessionStore } from './session-store.js';

type Users = Pick<
  AccountStore,
  | 'countAccounts'
  | 'createAccount'
  | 'listAccounts'
  | 'findAccount'
  | 'findAccountByEmail'
  | 'removeAccount'
  | 'setPassword'
  | 'checkPassword'
  | 'toursOf'
  | 'setTours'
>;

function createUsers(db: Kysely<Database>): Users {
  const byId = (id: string) => db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id);
  const byEmail = (email: string) => db.selectFrom('users').where('email_key', '=', emailKey(email));
  return {
    async countAccounts() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    createAccount: (input, now = new Date()) => insertAccount(db, input, now),
    async listAccounts() {
      const rows = await db.selectFrom('users').select(ACCOUNT_COLUMNS).orderBy('email_key').execute();
      return rows.map(accountOf);
    },
    async findAccount(id) {
      const row = await byId(id).executeTakeFirst();
      return row ? accountOf(row) : null;
    },
    async findAccountByEmail(email) {
      const row = await byEmail(email).select(ACCOUNT_COLUMNS).executeTakeFirst();
      return row ? accountOf(row) : null;
    },
    async removeAccount(id) {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    async setPassword(id, password, now = new Date()) {
      const passwordHash = await hashPassword(validPassword(password));
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now.toISOString() })
          .where('id', '=', id)
          .executeTakeFirst();
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        return result.numUpdatedRows > 0n;
      });
    },
    async checkPassword(email, password) {
      const row = await byEmail(email)
        .select([...ACCOUNT_COLUMNS, 'password_hash'])
        .executeTakeFirst();
      return (await passwordMatches(row?.password_hash, password)) && row ? accountOf(row) : null;
    },
    async toursOf(accountId) {
      const rows = await db
        .selectFrom('tour_memberships')
        .select('tour_code')
        .where('user_id', '=', accountId)
        .orderBy('tour_code')
        .execute();
      return rows.map((r) => r.tour_code);
    },
    async setTours(accountId, codes) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('tour_memberships').where('user_id', '=', accountId).execute();
        const unique = [...new Set(codes)];
        if (unique.length > 0)
          await trx
            .insertInto('tour_memberships')
            .values(unique.map((code) => ({ user_id: accountId, tour_code: code })))
            .execute();
      });
    },
  };
}

/** Accounts, sessions, memberships, setup tokens and the audit log over one connection. */
export function createAccountStore(db: Kysely<Database>): AccountStore {
  return { ...createUsers(db), ...createSessionStore(db), ...createAuditStore(db) };
}
