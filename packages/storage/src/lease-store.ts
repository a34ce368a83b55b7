import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import type { LeaseStore } from './types.js';

/**
 * Named leases in the database, so they hold across processes and machines. Taking a name is
 * one statement (an insert that takes over only a lapsed row), so two takers never both win.
 */
export function createLeaseStore(db: Kysely<Database>): LeaseStore {
  return {
    async takeLease(name, owner, leaseMs, now = Date.now()) {
      const expires_at = now + leaseMs;
      const taken = await db
        .insertInto('leases')
        .values({ name, owner, expires_at })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ owner, expires_at }).where('leases.expires_at', '<=', now),
        )
        .returning('owner')
        .executeTakeFirst();
      return taken?.owner === owner;
    },
    async leaseOwner(name) {
      const row = await db.selectFrom('leases').select('owner').where('name', '=', name).executeTakeFirst();
      return row?.owner;
    },
    async takeLeaseFrom(name, from, owner, leaseMs, now = Date.now()) {
      const result = await db
        .updateTable('leases')
        .set({ owner, expires_at: now + leaseMs })
        .where('name', '=', name)
        .where('owner', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async renewLease(name, owner, leaseMs, now = Date.now()) {
      const result = await db
        .updateTable('leases')
        .set({ expires_at: now + leaseMs })
        .where('name', '=', name)
        .where('owner', '=', owner)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async releaseLease(name, owner) {
      await db.deleteFrom('leases').where('name', '=', name).where('owner', '=', owner).execute();
    },
  };
}
