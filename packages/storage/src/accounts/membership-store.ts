import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { AccountStore } from './account-types.js';

/** The tours an account is a member of. */
export function createMembershipStore(db: Kysely<Database>): Pick<AccountStore, 'toursOf' | 'setTours'> {
  return {
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
