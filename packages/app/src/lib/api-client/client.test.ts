import { describe, expect, it, vi } from 'vitest';
import { enquiryCreatedSchema, healthSchema, problemOf } from '@tourview/schema';
import { createApiClient, isAbortError } from './client.js';
import { ApiProblemError, MalformedResponseError, NetworkError, isRetryable } from './errors.js';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A fetch that records each call and answers with `answer`. */
function recordingFetch(
  answer: (call: Call) => Response | Promise<Response> = () => json(201, { id: 'e1' }),
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return answer(call);
  });
  return { fetch, calls };
}

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

const problem = (status: number, body: unknown) => json(status, body, 'application/problem+json');
const cookies = () => 'theme=dark; XSRF-TOKEN=tok%2Fen';

function clientWith(fetch: typeof globalThis.fetch, baseUrl = '/api/public/') {
  return createApiClient({ baseUrl, fetch, xsrf: { readCookies: cookies } });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('createApiClient: requests', () => {
  it('GETs the joined URL, asks for JSON and sends no XSRF header', async () => {
    const { fetch, calls } = recordingFetch(() => json(200, { ok: true, dialect: 'sqlite' }));
    const health = await clientWith(fetch).get('/health', healthSchema);
    expect(health).toEqual({ ok: true, dialect: 'sqlite' });
    expect(calls[0]?.url).toBe('/api/public/health');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers.get('accept')).toContain('application/json');
    expect(calls[0]?.headers.has('x-xsrf-token')).toBe(false);
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('POSTs JSON with the XSRF header from the cookie to a relative base URL', async () => {
    const { fetch, calls } = recordingFetch();
    const created = await clientWith(fetch).post(
      'tours/demo/enquiries',
      { name: 'Ann' },
      enquiryCreatedSchema,
    );
    expect(created).toEqual({ id: 'e1' });
    expect(calls[0]?.url).toBe('/api/public/tours/demo/enquiries');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.headers.get('x-xsrf-token')).toBe('tok/en');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'Ann' });
  });

  it('sends no XSRF header to an absolute base URL', async () => {
    for (const baseUrl of ['https://api.example.com/public', '//api.example.com/public']) {
      const { fetch, calls } = recordingFetch();
      await clientWith(fetch, baseUrl).post('/tours/demo/enquiries', {}, enquiryCreatedSchema);
      expect(calls[0]?.url).toBe(`${baseUrl}/tours/demo/enquiries`);
      expect(calls[0]?.headers.has('x-xsrf-token')).toBe(false);
    }
  });

  it('uses an absolute path as it is, and judges the XSRF rule on that final URL', async () => {
    const { fetch, calls } = recordingFetch();
    await clientWith(fetch).post('https://other.example.com/hook', {}, enquiryCreatedSchema);
    await clientWith(fetch, 'https://api.example.com').post('/x', {}, enquiryCreatedSchema);
    expect(calls.map((c) => c.url)).toEqual(['https://other.example.com/hook', 'https://api.example.com/x']);
    expect(calls.map((c) => c.headers.has('x-xsrf-token'))).toEqual([false, false]);
  });

  it('keeps caller headers, including an XSRF header already set', async () => {
    const { fetch, calls } = recordingFetch();
    const headers = { 'x-xsrf-token': 'explicit', 'Accept-Language': 'fr' };
    await clientWith(fetch).post('/x', {}, enquiryCreatedSchema, { headers });
    expect(calls[0]?.headers.get('x-xsrf-token')).toBe('explicit');
    expect(calls[0]?.headers.get('accept-language')).toBe('fr');
  });

  it('looks up the global fetch per request when none is given', async () => {
    const { fetch, calls } = recordingFetch(() => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    try {
      await createApiClient({ baseUrl: '/api' }).get('/health', healthSchema);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls.map((c) => c.url)).toEqual(['/api/health']);
  });
});

describe('createApiClient: failures', () => {
  it('throws ApiProblemError with the code of a problem+json answer', async () => {
    const { fetch } = recordingFetch(() =>
      problem(404, problemOf('tour_not_found', { detail: 'No tour "abc".' })),
    );
    const error = await rejection(clientWith(fetch).get('/tours/abc', healthSchema));
    expect(error).toBeInstanceOf(ApiProblemError);
    expect(error).toMatchObject({
      status: 404,
      code: 'tour_not_found',
      message: 'No tour "abc".',
      errors: [],
    });
    expect(isRetryable(error)).toBe(false);
  });

  it('carries the field errors of a validation problem', async () => {
    const errors = [{ path: 'email', message: 'invalid_email' }];
    const { fetch } = recordingFetch(() => problem(400, problemOf('validation_failed', { errors })));
    const error = await rejection(clientWith(fetch).post('/x', {}, enquiryCreatedSchema));
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, errors });
  });

  it('marks a problem code outside the catalogue as unknown', async () => {
    const { fetch } = recordingFetch(() =>
      problem(409, { type: 'x', title: 'Clash', status: 409, code: 'clash' }),
    );
    const error = await rejection(clientWith(fetch).get('/x', healthSchema));
    expect(error).toMatchObject({ code: 'unknown', status: 409, message: 'Clash' });
    expect((error as ApiProblemError).problem?.code).toBe('clash');
  });

  it('turns an error page that is not a problem into a retryable unknown problem', async () => {
    const { fetch } = recordingFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await rejection(clientWith(fetch).get('/x', healthSchema));
    expect(error).toMatchObject({ code: 'unknown', status: 502, problem: undefined });
    expect(isRetryable(error)).toBe(true);
  });

  it('retries server problems and rate limits that say when, never other 4xx', async () => {
    for (const [status, retryAfter, retryable] of [
      [500, null, true],
      [503, null, true],
      [503, '2', true],
      [503, '60', false],
      [429, '3', true],
      [429, null, false],
      [429, '60', false],
      [400, null, false],
      [403, null, false],
      [404, '1', false],
      [408, null, false],
    ] as const) {
      const headers = retryAfter === null ? undefined : { 'retry-after': retryAfter };
      const { fetch } = recordingFetch(() => new Response(null, { status, headers }));
      const error = await rejection(clientWith(fetch).get('/x', healthSchema));
      expect({ status, retryAfter, retryable: isRetryable(error) }).toEqual({
        status,
        retryAfter,
        retryable,
      });
    }
  });

  it('keeps the Retry-After of a refusal in milliseconds', async () => {
    const { fetch } = recordingFetch(
      () => new Response(null, { status: 429, headers: { 'retry-after': '4' } }),
    );
    expect(await rejection(clientWith(fetch).get('/x', healthSchema))).toMatchObject({ retryAfterMs: 4000 });
  });

  it('throws MalformedResponseError for a success body that is not JSON', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>', { status: 200 }));
    const error = await rejection(clientWith(fetch).get('/health', healthSchema));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ status: 200, retryable: false });
    expect((error as Error).message).toContain('/api/public/health');
  });

  it('throws MalformedResponseError listing each field that breaks the contract', async () => {
    const { fetch } = recordingFetch(() => json(200, { ok: 'yes', latencyMs: -3 }));
    const error = await rejection(clientWith(fetch).get('/health', healthSchema));
    expect(error).toBeInstanceOf(MalformedResponseError);
    const issues = (error as MalformedResponseError).issues;
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatch(/^ok: /);
    expect(issues[1]).toMatch(/^latencyMs: /);
  });

  it('throws a retryable NetworkError when fetch fails', async () => {
    const cause = new TypeError('Failed to fetch');
    const { fetch } = recordingFetch(() => Promise.reject(cause));
    const error = await rejection(clientWith(fetch).get('/health', healthSchema));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ retryable: true, cause });
  });

  it('throws NetworkError when the body breaks off', async () => {
    const broken = new ReadableStream({ start: (controller) => controller.error(new TypeError('reset')) });
    const { fetch } = recordingFetch(() => new Response(broken, { status: 200 }));
    expect(await rejection(clientWith(fetch).get('/health', healthSchema))).toBeInstanceOf(NetworkError);
  });

  it('treats a time-out inside a custom fetch as a NetworkError, as the caller did not abort', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const { fetch } = recordingFetch(() => Promise.reject(timeout));
    const error = await rejection(clientWith(fetch).get('/health', healthSchema));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ retryable: true, cause: timeout });
  });

  it('rejects with the abort reason, not a NetworkError, when the signal aborts', async () => {
    const { fetch } = recordingFetch(
      ({ init }) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const pending = clientWith(fetch).get('/tours/demo', healthSchema, { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(isAbortError(error)).toBe(true);
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});
