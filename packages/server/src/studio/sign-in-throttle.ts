/** After which failure in a row a key waits, the first wait, and the longest. */
export interface ThrottleRule {
  waitFrom: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

/** Per account: after the 5th failure in a row 1 s, after each further one twice as long, up to 15 minutes. */
export const ACCOUNT_RULE: ThrottleRule = { waitFrom: 5, firstWaitMs: 1000, maxWaitMs: 15 * 60_000 };
/** Per client: from the 20th failure, as one office may share an address. */
export const CLIENT_RULE: ThrottleRule = { waitFrom: 20, firstWaitMs: 1000, maxWaitMs: 15 * 60_000 };

/** Beyond this many remembered keys the oldest are forgotten, so guessing cannot fill memory. */
const MAX_KEYS = 50_000;

interface Failures {
  count: number;
  lastAt: number;
}

/** Counts failed sign-ins per key and says how long a key must wait before it may try again. */
export interface SignInThrottle {
  /** Milliseconds until every key may try again; 0 when all may now. */
  waitMs(keys: readonly ThrottleKey[], now: number): number;
  fail(keys: readonly ThrottleKey[], now: number): void;
  /** Forgets a key's failures (an account after its right password). */
  forget(key: string): void;
}

/** A key and the rule it is counted by. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

function waitAfter(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.waitFrom;
  return over < 0 ? 0 : Math.min(rule.firstWaitMs * 2 ** over, rule.maxWaitMs);
}

/**
 * Growing back-off in memory: from the rule's failure on, each further failure doubles the wait.
 * A key left alone for twice the longest wait starts again from nothing.
 */
export function createSignInThrottle(): SignInThrottle {
  const failures = new Map<string, Failures>();
  const live = (key: string, rule: ThrottleRule, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.lastAt > rule.maxWaitMs * 2) failures.delete(key);
    return failures.get(key);
  };
  return {
    waitMs(keys, now) {
      return Math.max(
        0,
        ...keys.map(({ key, rule }) => {
          const entry = live(key, rule, now);
          return entry ? entry.lastAt + waitAfter(entry.count, rule) - now : 0;
        }),
      );
    },
    fail(keys, now) {
      for (const { key, rule } of keys) {
        const count = (live(key, rule, now)?.count ?? 0) + 1;
        failures.delete(key);
        failures.set(key, { count, lastAt: now });
      }
      for (const oldest of failures.keys()) {
        if (failures.size <= MAX_KEYS) break;
        failures.delete(oldest);
      }
    },
    forget(key) {
      failures.delete(key);
    },
  };
}
