import { AbortedError, DecodeError, HttpError } from '../errors.js';

/** How often and how patiently failed requests are tried again. */
export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Three more tries after 0.5, 1 and 2 s: rides out a flaky mobile link without hammering it. */
export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 8000 };

/**
 * Whether an error is worth retrying: network failures and server errors (5xx, 408, 429)
 * are; a missing or forbidden file (other 4xx), an undecodable one and a cancelled request
 * are not.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof AbortedError || error instanceof DecodeError) return false;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

/** Exponential back-off before retry number `attempt` (1-based), capped. */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}
