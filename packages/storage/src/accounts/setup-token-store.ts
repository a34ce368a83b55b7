import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { AccountStore } from './account-types.js';
import { insertAccount } from './insert-account.js';
import { tokenHash } from './secrets.js';

/** First-admin setup tokens, stored as hashes: one makes the first account and no other. */
export function createSetupTokenStore(
  db: Kysely<Database>,
): Pick<AccountStore, 'createSetupToken' | 'createFirstAdmin'> {
  return {
    async createSetupToken(token, expiresAt) {
      await db
        .insertInto('setup_tokens')
        .values({ token_hash: tokenHash(token), expires_at: expiresAt.toISOString() })
        .execute();
    },
    createFirstAdmin(token, input, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        // Deleting the row is the claim: of concurrent requests with one token, PostgreSQL
        // lets only the first delete it and the rest see it gone, so one admin is created.
        const claimed = await trx
          .deleteFrom('setup_tokens')
          .where('token_hash', '=', tokenHash(token))
          .where('expires_at', '>', now.toISOString())
          .executeTakeFirst();
        if (claimed.numDeletedRows === 0n) return null;
        const anyone = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
        if (anyone) return null;
        await trx.deleteFrom('setup_tokens').execute();
        return insertAccount(trx, { ...input, role: 'admin' }, now);
      });
    },
  };
}
