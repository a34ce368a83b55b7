import { createHash } from 'node:crypto';

/** The salt of a UTC day, from storage (shared by every instance). */
export type SaltOfDay = (day: string) => Promise<string>;

/**
 * Counts a visitor without keeping who they are, as Plausible does: a hash of the day's salt,
 * the tour, the address and the user agent. Neither the address nor the agent is stored, and
 * once the day's salt is dropped not even the operator can link two days' hashes.
 */
export function createVisitorHasher(saltOf: SaltOfDay) {
  let cached: { day: string; salt: Promise<string> } | undefined;
  return async (tourCode: string, ip: string, userAgent: string, now = new Date()): Promise<string> => {
    const day = now.toISOString().slice(0, 10);
    if (cached?.day !== day) {
      const salt = saltOf(day);
      cached = { day, salt };
      // A failed read must not stick for the whole day.
      salt.catch(() => {
        if (cached?.salt === salt) cached = undefined;
      });
    }
    const salt = await cached.salt;
    return createHash('sha256')
      .update(`${salt}\0${tourCode}\0${ip}\0${userAgent}`)
      .digest('base64url')
      .slice(0, 32);
  };
}
