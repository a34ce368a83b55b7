import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { ACCOUNT_COLUMNS, accountOf, emailKey, validPassword } from './account-rows.js';
import type { AccountStore } from './account-types.js';
import { hashPassword, passwordMatches } from './secrets.js';

/** Passwords, stored as hashes: set (ending the account's sessions) and checked. */
export function createPasswordStore(
  db: Kysely<Database>,
): Pick<AccountStore, 'setPassword' | 'checkPassword'> {
  return {
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
      const row = await db
        .selectFrom('users')
        .where('email_key', '=', emailKey(email))
        .select([...ACCOUNT_COLUMNS, 'password_hash'])
        .executeTakeFirst();
      return (await passwordMatches(row?.password_hash, password)) && row ? accountOf(row) : null;
    },
  };
}
