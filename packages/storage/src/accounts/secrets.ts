import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A token as stored: SHA-256 is enough for 256 random bits, which nobody can guess. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Argon2id (the library's default) with its default cost: 19 MiB, 2 passes (OWASP's minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a hash of nothing when there is none,
 * so that an unknown email takes as long as a wrong password.
 */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  dummy ??= hash('no account has this password');
  const matches = await verify(stored ?? (await dummy), password).catch(() => false);
  return stored !== undefined && matches;
}
