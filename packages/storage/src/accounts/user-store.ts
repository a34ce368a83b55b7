import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { ACCOUNT_COLUMNS, accountOf, emailKey } from './account-rows.js';
import type { AccountStore } from './account-types.js';
import { insertAccount } from './insert-account.js';

type Users = Pick<
  AccountStore,
  'countAccounts' | 'createAccount' | 'listAccounts' | 'findAccount' | 'findAccountByEmail' | 'removeAccount'
>;

/** The accounts themselves: counted, created, listed, found, removed. */
export function createUserStore(db: Kysely<Database>): Users {
  const accounts = () => db.selectFrom('users').select(ACCOUNT_COLUMNS);
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
      const rows = await accounts().orderBy('email_key').execute();
      return rows.map(accountOf);
    },
    async findAccount(id) {
      const row = await accounts().where('id', '=', id).executeTakeFirst();
      return row ? accountOf(row) : null;
    },
    async findAccountByEmail(email) {
      const row = await accounts().where('email_key', '=', emailKey(email)).executeTakeFirst();
      return row ? accountOf(row) : null;
    },
    async removeAccount(id) {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
