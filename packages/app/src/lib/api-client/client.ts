import { NetworkError } from './errors.js';
import { parseRetryAfter } from './retry-after.js';
import { parseSuccess, problemFromBody, type ResponseSchema } from './response.js';
import { joinUrl } from './url.js';
import { applyXsrfHeader, type XsrfOptions } from './xsrf.js';

/** How to build an {@link ApiClient}; values come from the validated `PublicConfig`. */
export interface ApiClientOptions {
  /** `publicDataApiBaseUrl`: a path (`/api/public`) or an absolute URL. */
  baseUrl: string;
  /** Defaults to the global `fetch`, looked up per request. */
  fetch?: typeof fetch;
  xsrf?: XsrfOptions;
}

/** Per-request options. */
export interface RequestOptions {
  /** Aborting rejects with the signal's reason (an `AbortError`), never a {@link NetworkError}. */
  signal?: AbortSignal;
  headers?: HeadersInit;
}

/**
 * The one HTTP client of the app. It returns data validated by a schema, or throws an
 * `ApiProblemError`, `NetworkError` or `MalformedResponseError`; it never touches the UI.
 */
export interface ApiClient {
  /** GETs `path` (joined to the base URL) and returns the body parsed by `schema`. */
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  /** POSTs `body` as JSON, with the XSRF header where the rule asks for it. */
  post<T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
}

const ACCEPT = 'application/json, application/problem+json';

/** Creates the API client; the XSRF rule (`xsrf.ts`) applies to every request it sends. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = async <T>(
    method: string,
    path: string,
    schema: ResponseSchema<T>,
    init: SendInit,
  ): Promise<T> => {
    const url = joinUrl(options.baseUrl, path);
    const headers = requestHeaders(init, method, url, options.xsrf);
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const response = await guard(url, init.signal, () =>
      fetchWith(options)(url, { method, headers, body, signal: init.signal, credentials: 'same-origin' }),
    );
    const text = await guard(url, init.signal, () => response.text());
    if (!response.ok)
      throw problemFromBody(response.status, text, parseRetryAfter(response.headers.get('retry-after')));
    return parseSuccess(url, response.status, text, schema);
  };
  return {
    get: (path, schema, request = {}) => send('GET', path, schema, request),
    post: (path, body, schema, request = {}) => send('POST', path, schema, { ...request, body }),
  };
}

interface SendInit extends RequestOptions {
  body?: unknown;
}

function requestHeaders(init: SendInit, method: string, url: string, xsrf: XsrfOptions | undefined): Headers {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', ACCEPT);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return applyXsrfHeader(method, url, headers, xsrf);
}

// Calling the global fetch as a method of another object throws "Illegal invocation".
function fetchWith(options: ApiClientOptions): typeof fetch {
  return options.fetch ?? ((input, init) => globalThis.fetch(input, init));
}

/** Runs a fetch step; the caller's abort passes through as it is, any other failure is a NetworkError. */
async function guard<T>(url: string, signal: AbortSignal | undefined, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new NetworkError(url, error);
  }
}

/** True for the rejection of an aborted request, which callers usually ignore. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
