import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enquiryCreatedSchema, healthSchema } from '@tourview/schema';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../testing/test-http-server.js';
import { createApiClient, isAbortError } from './client.js';
import { NetworkError } from './errors.js';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

// The real fetch and cookie jar of the page, against a real server on the page's origin.
describe('createApiClient over HTTP', () => {
  let server: TestHttpServer;

  beforeAll(async () => {
    server = await startTestHttpServer((request, response) => {
      if (request.url.endsWith('/hang')) return void setTimeout(() => response.end(), 500);
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', '*');
      if (request.method === 'OPTIONS') return void response.end();
      sendJson(
        response,
        request.method === 'POST' ? 201 : 200,
        request.method === 'POST' ? { id: 'e1' } : { ok: true },
      );
    });
    (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.origin}/demo`);
  });

  afterAll(() => server.close());

  afterEach(() => {
    server.requests.length = 0;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const xsrfHeaders = () =>
    server.requests.filter((r) => r.method !== 'OPTIONS').map((r) => r.headers['x-xsrf-token']);

  it('sends the cookie value as the header on a relative POST, and none on GET', async () => {
    document.cookie = 'XSRF-TOKEN=t%C3%B6ken; path=/';
    const client = createApiClient({ baseUrl: '/api/public' });
    await client.get('/health', healthSchema);
    await client.post('/tours/demo/enquiries', { name: 'Ann' }, enquiryCreatedSchema);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/public/health',
      'POST /api/public/tours/demo/enquiries',
    ]);
    expect(xsrfHeaders()).toEqual([undefined, 'töken']);
    expect(server.requests[1]?.body).toBe('{"name":"Ann"}');
  });

  it('sends no header on a POST to an absolute URL', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const otherOrigin = server.origin.replace('127.0.0.1', 'localhost');
    await createApiClient({ baseUrl: `${otherOrigin}/api/public` }).post('/x', {}, enquiryCreatedSchema);
    expect(xsrfHeaders()).toEqual([undefined]);
  });

  it('aborts a request that hangs', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl: '/api' }).get('/hang', healthSchema, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('throws NetworkError when nothing listens', async () => {
    const closed = await startTestHttpServer(() => undefined);
    await closed.close();
    const error = await createApiClient({ baseUrl: `${closed.origin}/api` })
      .get('/health', healthSchema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});
