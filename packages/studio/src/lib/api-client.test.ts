import { problemOf, studioSessionSchema } from '@tourview/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProblemError, createApiClient } from './api-client.js';

const account = {
  id: 'a1',
  email: 'ann@example.com',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00Z',
  tours: [],
};

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the studio API client', () => {
  afterEach(() => vi.unstubAllGlobals());
  const client = createApiClient('/api/studio', () => 'a=1; XSRF-TOKEN=tok%2Fen');

  it('repeats the XSRF cookie in its header on writes only', async () => {
    const fetch = answering(200, { account });
    await client.get('/session', studioSessionSchema);
    await client.post('/session', { email: 'a', password: 'b' }, studioSessionSchema);
    await client.delete('/session');
    const sent = fetch.mock.calls.map(([url, init]) => [
      url,
      init.method,
      new Headers(init.headers).get('x-xsrf-token'),
    ]);
    expect(sent).toEqual([
      ['/api/studio/session', 'GET', null],
      ['/api/studio/session', 'POST', 'tok/en'],
      ['/api/studio/session', 'DELETE', 'tok/en'],
    ]);
  });

  it('throws problems typed, with their code', async () => {
    answering(401, problemOf('sign_in_failed'));
    const error = await client.post('/session', {}, studioSessionSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblemError);
    expect(error).toMatchObject({ status: 401, code: 'sign_in_failed' });
  });
});
