import { problemSchema } from '@tourview/schema';
import { ApiProblemError } from './api-problem-error.js';
import { XSRF_HEADER, xsrfToken } from './xsrf-token.js';

export { ApiProblemError } from './api-problem-error.js';

/** A schema the answer is checked against. */
interface Parser<T> {
  parse(value: unknown): T;
}

async function problemOf(response: Response): Promise<ApiProblemError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = problemSchema.safeParse(body);
  return new ApiProblemError(
    parsed.success
      ? parsed.data
      : {
          type: 'about:blank',
          title: response.statusText || 'Request failed',
          status: response.status,
          code: 'unknown',
        },
  );
}

/**
 * The one HTTP client of the studio: JSON in and out, answers checked against their schema,
 * problems thrown typed. Every write repeats the XSRF cookie in its header; the client never
 * touches the UI.
 */
export function createApiClient(baseUrl = '/api/studio', readCookies = () => document.cookie) {
  async function request<T>(
    method: string,
    path: string,
    parser: Parser<T> | null,
    body?: unknown,
    extra: Record<string, string> = {},
    keepalive = false,
  ): Promise<T> {
    const headers = new Headers({ accept: 'application/json', ...extra });
    if (body !== undefined) headers.set('content-type', 'application/json');
    if (method !== 'GET') {
      const token = xsrfToken(readCookies());
      if (token) headers.set(XSRF_HEADER, token);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      // Lets a save sent as the page closes finish after it is gone.
      keepalive,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw await problemOf(response);
    return parser ? parser.parse(await response.json()) : (undefined as T);
  }
  return {
    get: <T>(path: string, parser: Parser<T>) => request('GET', path, parser),
    post: <T>(path: string, body: unknown, parser: Parser<T>) => request('POST', path, parser, body),
    put: <T>(
      path: string,
      body: unknown,
      parser: Parser<T> | null,
      headers?: Record<string, string>,
      { keepalive = false }: { keepalive?: boolean } = {},
    ) => request('PUT', path, parser, body, headers, keepalive),
    patch: <T>(path: string, body: unknown, parser: Parser<T>, headers?: Record<string, string>) =>
      request('PATCH', path, parser, body, headers),
    delete: (path: string) => request<undefined>('DELETE', path, null),
    deleteFor: <T>(path: string, parser: Parser<T>) => request('DELETE', path, parser),
  };
}

/** The studio's API client. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** True for a problem answer with this code. */
export function isProblem(error: unknown, code: string): error is ApiProblemError {
  return error instanceof ApiProblemError && error.code === code;
}
