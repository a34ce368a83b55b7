import { isProblemCode, type Problem, type ProblemCode } from '@tourview/schema';

/**
 * The longest `Retry-After` the app waits out by itself. A visitor looking at a loading screen
 * for longer is better served by the error screen and its "Try again" button.
 */
export const MAX_RETRY_AFTER_MS = 10_000;

/** A problem code from the catalogue, or `unknown` when the server sent none we know. */
export type ApiProblemCode = ProblemCode | 'unknown';

/** Base of every error the API client throws; `retryable` says whether trying again may help. */
export abstract class ApiError extends Error {
  abstract readonly retryable: boolean;
}

/** One invalid field of a request, as the server reports it. */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** The server answered with an error status (a problem+json body, or none we could read). */
export class ApiProblemError extends ApiError {
  override readonly name = 'ApiProblemError';
  readonly status: number;
  readonly code: ApiProblemCode;
  readonly errors: readonly ApiFieldError[];
  /** The body as the server sent it, when it was a valid problem. */
  readonly problem: Problem | undefined;
  /** How long the server asked us to wait (`Retry-After`), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, problem?: Problem, retryAfterMs?: number) {
    super(problem?.detail ?? problem?.title ?? `The server answered ${status}.`);
    this.status = status;
    this.problem = problem;
    this.retryAfterMs = retryAfterMs;
    this.code = problem ? knownCode(problem.code) : 'unknown';
    this.errors = problem?.errors ?? [];
  }

  /**
   * Server-side trouble passes; a rejected request (4xx) stays rejected. A rate limit passes
   * only when the server said when, as asking again at once would just be refused again. A
   * wait longer than {@link MAX_RETRY_AFTER_MS} is left to the visitor.
   */
  get retryable(): boolean {
    const serverTrouble = this.status >= 500 || (this.status === 429 && this.retryAfterMs !== undefined);
    return serverTrouble && (this.retryAfterMs ?? 0) <= MAX_RETRY_AFTER_MS;
  }
}

/** The request never got an answer: offline, DNS, connection refused or reset. */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  readonly retryable = true;

  constructor(url: string, cause: unknown) {
    super(`Could not reach ${url}.`, { cause });
  }
}

/**
 * The server answered success with a body that is not what the contract says. Not retryable:
 * the answer arrived whole, so asking again gets the same body (an app and a server of
 * different versions, or a proxy's or captive portal's page) and only delays the error screen.
 */
export class MalformedResponseError extends ApiError {
  override readonly name = 'MalformedResponseError';
  readonly retryable = false;
  readonly status: number;
  /** One line per problem found, `path: message`. */
  readonly issues: readonly string[];

  constructor(url: string, status: number, issues: readonly string[], cause?: unknown) {
    super(`Unexpected response from ${url} (${status}): ${issues.join('; ')}`, { cause });
    this.status = status;
    this.issues = issues;
  }
}

function knownCode(code: string): ApiProblemCode {
  return isProblemCode(code) ? code : 'unknown';
}

/** True for an error worth retrying: an {@link ApiError} that says so. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && error.retryable;
}
