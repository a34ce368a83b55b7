import { randomBytes } from 'node:crypto';

/**
 * A new unbranded tour code: 16 characters of base64url (96 random bits), inside the tour code
 * rule (3–64 of A–Z a–z 0–9 - _). Random rather than derived from the branded code, so neither
 * can be worked out from the other, and too many to guess (the API limits misses too).
 */
export function newUnbrandedCode(): string {
  return randomBytes(12).toString('base64url');
}
