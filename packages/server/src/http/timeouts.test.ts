import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import type { FastifyInstance } from 'fastify';
import { startStudioTestApp, type StudioTestApp } from '../studio/testing/studio-test-app.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const TIMEOUTS = { REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' };

/** What a raw connection received, and when the server closed it (ms after connecting). */
interface Outcome {
  received: string;
  closedAfterMs: number;
}

/**
 * Opens a raw connection, writes `head` at once and then one byte of `trickle` every
 * `everyMs`, until the server closes the connection.
 */
function trickle(port: number, head: string, trickled: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickled.length && socket.writable) socket.write(trickled[sent++] ?? '');
    }, everyMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.once('connect', () => socket.write(head));
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 10 s; received ${JSON.stringify(received)}`));
    }, 10_000).unref();
  });
}

async function listeningPort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Node starts a connection's header clock when it opens, so a connection that sends nothing
 * gets the 408 at the header time-out (the README's promise), within one check interval.
 */
async function expectSilentConnectionCutAtHeadersTimeout(port: number): Promise<void> {
  const outcome = await trickle(port, '', '', 300);
  expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
  expect(outcome.closedAfterMs).toBeLessThan(3000);
}

describe('request and header time-outs on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite', TIMEOUTS);
    await t.storage.putTour(sampleTour('abc123'));
    port = await listeningPort(t.app);
  });
  afterAll(() => t.close());

  it('closes a connection whose body trickles in', async () => {
    const head =
      'POST /api/public/tours/abc123/enquiries HTTP/1.1\r\nHost: localhost\r\n' +
      'Cookie: XSRF-TOKEN=t\r\nX-XSRF-Token: t\r\n' +
      'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const outcome = await trickle(port, head, '{"name":"' + 'x'.repeat(190), 300);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
  });

  it('closes a connection whose headers trickle in', async () => {
    const outcome = await trickle(port, 'GET /abc123 HTTP/1.1\r\n', 'X-Slow: ' + 'y'.repeat(100), 300);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
  });

  it('answers 408 to a connection that never sends a request, at the header time-out', async () => {
    await expectSilentConnectionCutAtHeadersTimeout(port);
  });

  it('keeps an idle keep-alive connection open past both time-outs for the next request', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const request = 'GET /api/public/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.destroy();
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });
});

describe('time-outs on the studio listener', () => {
  let t: StudioTestApp;
  let port: number;
  beforeAll(async () => {
    // A request time-out far from the header one tells which of the two cut a connection.
    t = await startStudioTestApp('sqlite', { ...TIMEOUTS, REQUEST_TIMEOUT_MS: '5000' });
    port = await listeningPort(t.app);
  });
  afterAll(() => t.close());

  it('answers 408 to a connection that never sends a request, at the header time-out', async () => {
    await expectSilentConnectionCutAtHeadersTimeout(port);
  });

  it('answers 408 to a connection whose headers trickle in, at the header time-out', async () => {
    const outcome = await trickle(port, 'GET /api/studio/me HTTP/1.1\r\n', 'X-Slow: ' + 'y'.repeat(100), 300);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
  });
});
