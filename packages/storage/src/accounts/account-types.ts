import type { AuditEntry, StudioRole } from '@tourview/schema';

/** A studio account as storage returns it (never with its password hash). */
export interface Account {
  id: string;
  email: string;
  role: StudioRole;
  createdAt: string;
}

/** What creating an account takes; the password is hashed before it is stored. */
export interface NewAccount {
  email: string;
  role: StudioRole;
  password: string;
}

/** How long a session lives: since it was last used, and at most since it began. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/** An audit log entry to write; `at` defaults to now. */
export interface NewAuditEntry {
  action: AuditEntry['action'];
  actor?: Pick<Account, 'id' | 'email'> | null;
  target?: string | null;
  client?: string | null;
  at?: Date;
}

/**
 * Studio accounts, sessions, tour memberships, the first-admin setup token and the audit log.
 * Tokens and passwords go in as given and are stored hashed; nothing returns a hash.
 */
export interface AccountStore {
  countAccounts(): Promise<number>;
  /** Throws `account_exists` for an email taken in any letter case, `invalid_account` for bad fields. */
  createAccount(input: NewAccount, now?: Date): Promise<Account>;
  listAccounts(): Promise<Account[]>;
  findAccount(id: string): Promise<Account | null>;
  findAccountByEmail(email: string): Promise<Account | null>;
  /** Removes an account with its sessions and memberships; `false` when there was none. */
  removeAccount(id: string): Promise<boolean>;
  /** Sets a new password and ends every session of the account; `false` when there is none. */
  setPassword(id: string, password: string, now?: Date): Promise<boolean>;
  /**
   * The account when the password is right, else `null`. An unknown email costs a hash too,
   * so the time taken tells nothing about which emails have accounts.
   */
  checkPassword(email: string, password: string): Promise<Account | null>;
  createSession(accountId: string, token: string, now: Date): Promise<void>;
  /** The session's account, marking it used at `now`; an expired session is removed and gives `null`. */
  resumeSession(token: string, now: Date, limits: SessionLimits): Promise<Account | null>;
  /**
   * The session's account without marking it used, for checks that are no use of the studio
   * (an open event stream); `null` when the session ended or expired.
   */
  peekSession(token: string, now: Date, limits: SessionLimits): Promise<Account | null>;
  endSession(token: string): Promise<void>;
  /** Ends every session of the account; resolves to how many there were. */
  endAllSessions(accountId: string): Promise<number>;
  /** The tour codes an account is a member of, sorted. */
  toursOf(accountId: string): Promise<string[]>;
  /** Replaces the account's memberships. */
  setTours(accountId: string, codes: readonly string[]): Promise<void>;
  /** Stores a one-time first-admin token that expires at `expiresAt`. */
  createSetupToken(token: string, expiresAt: Date): Promise<void>;
  /**
   * Creates the first admin when `token` is a live setup token and no account exists yet;
   * uses every setup token up. `null` when the token is unknown or expired or accounts exist.
   */
  createFirstAdmin(token: string, input: Omit<NewAccount, 'role'>, now?: Date): Promise<Account | null>;
  appendAudit(entry: NewAuditEntry): Promise<void>;
  /** The newest `limit` entries, newest first. */
  listAudit(limit: number): Promise<AuditEntry[]>;
}
