import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, tokenHash } from './secrets.js';

describe('account secrets', () => {
  it('hashes passwords with Argon2id, salted, and checks them', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(await passwordMatches(a, 'correct horse')).toBe(true);
    expect(await passwordMatches(a, 'correct horsf')).toBe(false);
    expect(await passwordMatches(undefined, 'no account has this password')).toBe(false);
  });

  it('stores tokens as a hash that does not contain them', () => {
    expect(tokenHash('abc')).not.toContain('abc');
    expect(tokenHash('abc')).toBe(tokenHash('abc'));
    expect(tokenHash('abc')).not.toBe(tokenHash('abd'));
  });
});
