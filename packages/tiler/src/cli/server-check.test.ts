import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServerKnowsTour, serverCheckWords } from './server-check.js';

const servers: Server[] = [];

/** A real HTTP server on a spare loopback port; resolves to its origin. */
async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

const tourApi: RequestListener = (request, response) => {
  if (request.url === '/api/public/tours/flat-1') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"flat-1"}');
    return;
  }
  response
    .writeHead(404, { 'content-type': 'application/problem+json' })
    .end('{"code":"tour_not_found","status":404,"title":"No tour has this code."}');
};

describe('checkServerKnowsTour', () => {
  it('tells a server that serves the tour from one that answers but does not know it', async () => {
    const origin = await serve(tourApi);
    expect(await checkServerKnowsTour(origin, 'flat-1')).toEqual({ origin, result: 'serves' });
    expect(await checkServerKnowsTour(origin, 'flat-2')).toEqual({ origin, result: 'unknown' });
  });

  it('does not take another server’s 404 for a tour server on other storage', async () => {
    const origin = await serve((_request, response) => response.writeHead(404).end('<h1>Not found</h1>'));
    expect(await checkServerKnowsTour(origin, 'flat-1')).toEqual({
      origin,
      result: 'unexpected',
      status: 404,
    });
  });

  it('gives up on a server that does not answer in time, and on a closed port', async () => {
    const silent = await serve(() => undefined);
    const started = Date.now();
    expect(await checkServerKnowsTour(silent, 'flat-1', 200)).toEqual({
      origin: silent,
      result: 'unreachable',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    const closed = await serve(tourApi);
    servers.splice(0).forEach((server) => server.close());
    expect((await checkServerKnowsTour(closed, 'flat-1')).result).toBe('unreachable');
  });

  it('says how to align the two when the server does not know the tour', () => {
    const words = serverCheckWords({ origin: 'https://tours.example.com', result: 'unknown' }, 'flat-2');
    expect(words).toMatch(
      /^Warning: the server at https:\/\/tours\.example\.com answers but does not know "flat-2"/,
    );
    for (const item of ['DATABASE_URL', 'DATA_DIR', 'MEDIA_STORE', 'S3_*', '.env'])
      expect(words).toContain(item);
  });
});
