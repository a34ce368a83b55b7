/** After which failure in a row a key waits, the first wait, the longest, and what success does. */
export interface ThrottleRule {
  waitFrom: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /**
   * After the right password: `forget` the key's failures (the account), or `uncount` only the
   * attempt just counted (the client, so an office signing in one by one never waits).
   */
  onSuccess: 'forget' | 'uncount';
}

/** Per account: after the 5th failure in a row 1 s, after each further one twice as long, up to 15 minutes. */
export const ACCOUNT_RULE: ThrottleRule = {
  waitFrom: 5,
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60_000,
  onSuccess: 'forget',
};
/** Per client: from the 20th failure, as one office may share an address. */
export const CLIENT_RULE: ThrottleRule = {
  waitFrom: 20,
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60_000,
  onSuccess: 'uncount',
};

/** Beyond this many remembered keys the oldest are forgotten, so guessing cannot fill memory. */
const MAX_KEYS = 50_000;

interface Failures {
  count: number;
  lastAt: number;
}

/** A key and the rule it is counted by. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/**
 * Counts sign-in attempts per key as failures before the password is checked, so guesses sent
 * in parallel cannot all pass the check of a key that is about to wait.
 */
export interface SignInThrottle {
  /**
   * Counts an attempt against every key, unless a key must still wait: then nothing is
   * counted and the answer is the wait in milliseconds; 0 means counted and free to try.
   */
  attempt(keys: readonly ThrottleKey[], now: number): Promise<number>;
  /** After the right password: applies each key's {@link ThrottleRule.onSuccess}. */
  succeeded(keys: readonly ThrottleKey[]): Promise<void>;
}

/** How long a key that failed `failures` times in a row waits after its last failure. */
function waitAfter(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.waitFrom;
  return over < 0 ? 0 : Math.min(rule.firstWaitMs * 2 ** over, rule.maxWaitMs);
}

/**
 * Growing back-off in this process's memory: from the rule's failure on, each further failure
 * doubles the wait. A key left alone for twice the longest wait starts again from nothing.
 * Checking and counting happen in one synchronous step, so no two attempts interleave.
 */
export function createSignInThrottle(): SignInThrottle {
  const failures = new Map<string, Failures>();
  const live = (key: string, rule: ThrottleRule, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.lastAt > rule.maxWaitMs * 2) failures.delete(key);
    return failures.get(key);
  };
  const waitMs = (keys: readonly ThrottleKey[], now: number) =>
    Math.max(
      0,
      ...keys.map(({ key, rule }) => {
        const entry = live(key, rule, now);
        return entry ? entry.lastAt + waitAfter(entry.count, rule) - now : 0;
      }),
    );
  const count = (keys: readonly ThrottleKey[], now: number) => {
    for (const { key, rule } of keys) {
      const count = (live(key, rule, now)?.count ?? 0) + 1;
      failures.delete(key);
      failures.set(key, { count, lastAt: now });
    }
    for (const oldest of failures.keys()) {
      if (failures.size <= MAX_KEYS) break;
      failures.delete(oldest);
    }
  };
  return {
    attempt(keys, now) {
      const wait = waitMs(keys, now);
      if (wait === 0) count(keys, now);
      return Promise.resolve(wait);
    },
    succeeded(keys) {
      for (const { key, rule } of keys) {
        const entry = failures.get(key);
        if (rule.onSuccess === 'forget' || !entry || entry.count <= 1) failures.delete(key);
        else entry.count -= 1;
      }
      return Promise.resolve();
    },
  };
}
