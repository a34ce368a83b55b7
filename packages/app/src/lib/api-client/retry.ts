import { ApiProblemError, isRetryable } from './errors.js';

/** Attempts a query makes by itself after the first, before it shows its error. */
const MAX_RETRIES = 2;

/**
 * The one retry rule of the app's queries, in the shape TanStack Query takes: only errors
 * that are {@link isRetryable}, at most {@link MAX_RETRIES} times, after the server's
 * `Retry-After` when it sent one and otherwise after 1 s, then 2 s.
 */
export const queryRetry = {
  retry: (failures: number, error: unknown): boolean => failures < MAX_RETRIES && isRetryable(error),
  retryDelay: (failures: number, error: unknown): number =>
    (error instanceof ApiProblemError ? error.retryAfterMs : undefined) ?? 1000 * 2 ** failures,
};
