import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('client addresses behind a reverse proxy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Statuses for unknown codes, each request with the leftmost X-Forwarded-For entry changed. */
  async function guesses(env: Record<string, string>, remoteAddress: string, forwardedFor: string) {
    t = await startTestApp('sqlite', { NOT_FOUND_RATE_LIMIT_PER_MINUTE: '2', ...env });
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await t.app.inject({
        url: `/api/public/tours/guess-${i}`,
        remoteAddress,
        headers: { 'x-forwarded-for': `198.18.0.${i}, ${forwardedFor}` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }
  async function fromClient(remoteAddress: string, forwardedFor: string) {
    if (!t) throw new Error('no app');
    const headers = { 'x-forwarded-for': forwardedFor };
    return (await t.app.inject({ url: '/api/public/tours/guess-9', remoteAddress, headers })).statusCode;
  }

  it('with one trusted hop, counts the address the proxy saw, whatever the client wrote before it', async () => {
    expect(await guesses({ TRUST_PROXY: '1' }, '10.0.0.1', '203.0.113.7')).toEqual([404, 404, 429]);
    expect(await fromClient('10.0.0.1', '203.0.113.8')).toBe(404);
    expect(await fromClient('10.0.0.2', '198.18.0.1, 203.0.113.7')).toBe(429);
  });

  it('with a list of proxies, trusts only those and counts the first address outside them', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' };
    expect(await guesses(env, '10.0.0.1', '203.0.113.7, 10.1.2.3')).toEqual([404, 404, 429]);
    expect(await fromClient('10.0.0.1', '203.0.113.8')).toBe(404);
    // A client that is not one of the proxies cannot name another address.
    expect(await fromClient('203.0.113.7', '203.0.113.99')).toBe(429);
  });

  it('without a proxy, ignores X-Forwarded-For entirely', async () => {
    expect(await guesses({}, '203.0.113.7', '192.0.2.1')).toEqual([404, 404, 429]);
    expect(await fromClient('203.0.113.7', '192.0.2.2')).toBe(429);
  });
});
