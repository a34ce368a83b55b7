import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { ACCOUNT_COLUMNS, accountOf } from './account-rows.js';
import type { AccountStore, SessionLimits } from './account-types.js';
import { tokenHash } from './secrets.js';

type Sessions = Pick<
  AccountStore,
  'createSession' | 'resumeSession' | 'peekSession' | 'endSession' | 'endAllSessions'
>;

/** How stale a session's last-seen time may be before a request writes it again. */
const SEEN_RESOLUTION_MS = 60_000;

/** Sessions, stored as hashes of their tokens, ended when idle or old. */
export function createSessionStore(db: Kysely<Database>): Sessions {
  const deleteSession = (hash: string) => db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
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
      const row = await sessionRow(db, hash);
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
      const row = await sessionRow(db, tokenHash(token));
      return row && !expired(row, now, limits) ? accountOf(row) : null;
    },
    async endSession(token) {
      await deleteSession(tokenHash(token));
    },
    async endAllSessions(accountId) {
      const result = await db.deleteFrom('sessions').where('user_id', '=', accountId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Whether a session went unused for too long or is too old, whatever its use. */
function expired(
  row: { last_seen_at: string; session_created_at: string },
  now: Date,
  limits: SessionLimits,
) {
  const idle = now.getTime() - Date.parse(row.last_seen_at) > limits.idleMs;
  return idle || now.getTime() - Date.parse(row.session_created_at) > limits.absoluteMs;
}

/** The session's account and times, by the hash of its token. */
function sessionRow(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(ACCOUNT_COLUMNS.map((c) => `u.${c}` as const))
    .select(['s.created_at as session_created_at', 's.last_seen_at'])
    .where('s.token_hash', '=', hash)
    .executeTakeFirst();
}
