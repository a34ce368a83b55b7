import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { AccountExistsError } from '../errors.js';
import { accountOf, emailKey, validAccount } from './account-rows.js';
import type { Account, NewAccount } from './account-types.js';
import { hashPassword } from './secrets.js';

/** Inserts a validated account; `db` may be a transaction. */
export async function insertAccount(db: Kysely<Database>, input: NewAccount, now: Date): Promise<Account> {
  const account = validAccount(input);
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    email: account.email,
    email_key: emailKey(account.email),
    role: account.role,
    password_hash: await hashPassword(account.password),
    created_at: at,
    updated_at: at,
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (error) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', row.email_key)
      .executeTakeFirst();
    throw taken ? new AccountExistsError(account.email) : error;
  }
  return accountOf(row);
}
