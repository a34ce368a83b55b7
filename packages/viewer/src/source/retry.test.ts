import { describe, expect, it } from 'vitest';
import { AbortedError, DecodeError, HttpError } from '../errors.js';
import { DEFAULT_RETRY, isRetryable, retryDelay } from './retry.js';

describe('retry policy', () => {
  it('retries network failures and server errors, not missing files or cancellations', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new HttpError(503, 'u'))).toBe(true);
    expect(isRetryable(new HttpError(429, 'u'))).toBe(true);
    expect(isRetryable(new HttpError(404, 'u'))).toBe(false);
    expect(isRetryable(new HttpError(403, 'u'))).toBe(false);
    expect(isRetryable(new AbortedError())).toBe(false);
    expect(isRetryable(new DecodeError('u'))).toBe(false);
  });

  it('backs off exponentially up to a cap', () => {
    const policy = { retries: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(policy, n))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(retryDelay(DEFAULT_RETRY, 1)).toBe(500);
  });
});
