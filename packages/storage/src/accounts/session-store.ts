import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { ACCOUNT_COLUMNS, accountOf } from './account-rows.js';
import { insertAccount } from './insert-account.js';
import type { AccountStore, SessionLimits } from './account-types.js';
import { tokenHash } from './secrets.js';

type Sessions = Pick<
  AccountStore,
  | 'createSession'
  | 'resumeSession'
  | 'peekSession'
  | 'endSession'
  | 'endAllSessions'
  | 'createSetupToken'
  | 'createFirstAdmin'
>;

/** How stale a session's last-seen time may be before a request writes it again. */
const SEEN_RESOLUTION_MS = 60_000;

/** Whether a session went unused for too long or is too old, whatever its use. */
function expired(
  row: { last_seen_at: string; session_created_at: string },
  now: Date,
  limits: SessionLimits,
) {
  const idle = now.getTime() - Date.parse(row.last_seen_at) > limits.idleMs;
  return idle || now.getTime() - Date.parse(row.session_created_at) > limits.absoluteMs;
}

/** Sessions and first-admin setup tokens, both stored as hashes of their tokens. */
export function createSessionStore(db: Kysely<Database>): Sessions {
  const deleteSession = (hash: string) => db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  const readSession = (hash: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(ACCOUNT_COLUMNS.map((c) => `u.${c}` as const))
      .select(['s.created_at as session_created_at', 's.last_seen_at'])
      .where('s.token_hash', '=', hash)
      .executeTakeFirst();
  return {
    async createSession(accountId, token, now) {
      const at = now.toISOString();
      await db
        .insertInto('sessions')
        .values({ token_hash: tokenHash(token), user_id: accountId, created_at: at, last_seen_at: at })
        .execute();
    },
    async resumeSession(token, now, limits) {
      const hash = tokenHash(token);
      const row = await readSession(hash);
      if (!row) return null;
      if (expired(row, now, limits)) {
        await deleteSession(hash);
        return null;
      }
      // A write per request would serialise every studio call on the sessions table; a minute's
      // staleness is nothing against an idle limit of hours.
      if (now.getTime() - Date.parse(row.last_seen_at) >= SEEN_RESOLUTION_MS)
        await db
          .updateTable('sessions')
          .set({ last_seen_at: now.toISOString() })
          .where('token_hash', '=', hash)
          .execute();
      return accountOf(row);
    },
    async peekSession(token, now, limits) {
      const row = await readSession(tokenHash(token));
      return row && !expired(row, now, limits) ? accountOf(row) : null;
    },
    async endSession(token) {
      await deleteSession(tokenHash(token));
    },
    async endAllSessions(accountId) {
      const result = await db.deleteFrom('sessions').where('user_id', '=', accountId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
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
