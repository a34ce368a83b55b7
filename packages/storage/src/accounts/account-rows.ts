import { formatIssues, newAccountBodySchema, studioPasswordSchema, type StudioRole } from '@tourview/schema';
import { InvalidAccountError } from '../errors.js';
import type { UsersTable } from './account-tables.js';
import type { Account, NewAccount } from './account-types.js';

/** The account's fields, validated; throws `invalid_account` listing every problem. */
export function validAccount(input: NewAccount): NewAccount {
  const parsed = newAccountBodySchema.safeParse(input);
  if (!parsed.success) throw new InvalidAccountError(formatIssues(parsed.error));
  return parsed.data;
}

/** A new password, validated; throws `invalid_account`. */
export function validPassword(password: string): string {
  const parsed = studioPasswordSchema.safeParse(password);
  if (!parsed.success) throw new InvalidAccountError(formatIssues(parsed.error));
  return parsed.data;
}

/** The key an email is unique by: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** An account from its row, without the hash. */
export function accountOf(row: Pick<UsersTable, 'id' | 'email' | 'role' | 'created_at'>): Account {
  return { id: row.id, email: row.email, role: row.role as StudioRole, createdAt: row.created_at };
}

/** The columns of an account, as read everywhere. */
export const ACCOUNT_COLUMNS = ['id', 'email', 'role', 'created_at'] as const;
