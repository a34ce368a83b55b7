import { randomBytes } from 'node:crypto';
import type { Storage } from '@tourview/storage';
import type { FastifyBaseLogger } from 'fastify';

/** How long a setup link works. */
export const SETUP_LINK_TTL_MS = 60 * 60_000;

/**
 * While no account exists, makes a one-time setup link (valid one hour, stored hashed) and
 * logs it: whoever can read the server's log may create the first admin. Returns the link,
 * or null when accounts exist. No account ever has a default password.
 */
export async function announceSetupLink(
  storage: Storage,
  log: FastifyBaseLogger,
  origin: string,
  now = new Date(),
): Promise<string | null> {
  if ((await storage.countAccounts()) > 0) return null;
  const token = randomBytes(32).toString('base64url');
  await storage.createSetupToken(token, new Date(now.getTime() + SETUP_LINK_TTL_MS));
  // The token rides in the fragment, which browsers never send: it stays out of access logs.
  const link = `${origin}/setup#token=${token}`;
  log.warn(`No studio account exists yet. Create the first admin within one hour at: ${link}`);
  return link;
}
