/** A studio user; `email_key` is the lower-cased email the unique index is on. */
export interface UsersTable {
  id: string;
  email: string;
  email_key: string;
  role: string;
  /** Argon2id, in PHC string form. */
  password_hash: string;
  created_at: string;
  updated_at: string;
}

/** A signed-in browser; the token itself lives only in its cookie. */
export interface SessionsTable {
  /** SHA-256 of the session token. */
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

/** Which tours an editor may work on. */
export interface TourMembershipsTable {
  user_id: string;
  tour_code: string;
}

/** A one-time link that creates the first admin; SHA-256 of the token. */
export interface SetupTokensTable {
  token_hash: string;
  expires_at: string;
}

/** Who did what, when and from where. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  client: string | null;
}

/** The account tables, as Kysely sees them. */
export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  tour_memberships: TourMembershipsTable;
  setup_tokens: SetupTokensTable;
  audit_log: AuditLogTable;
}
