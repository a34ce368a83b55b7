import { connect } from 'node:net';
import { openStorage, type Storage } from '@tourview/storage';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../public/public-app.js';
import { loadConfig } from '../config/config.js';
import { scratchEnv } from '../testing/test-app.js';

type LogLine = Record<string, unknown> & { level: number; msg: string };

describe('a client that sends garbage after a request', () => {
  const lines: LogLine[] = [];
  /** The URLs the app has answered, whether or not the answer could still be delivered. */
  const answered: string[] = [];
  let app: FastifyInstance;
  let storage: Storage;
  let remove: () => Promise<void>;
  let port = 0;

  beforeAll(async () => {
    const scratch = await scratchEnv('sqlite');
    remove = scratch.remove;
    const config = loadConfig({ ...scratch.env, NOT_FOUND_RATE_LIMIT_PER_MINUTE: '1' });
    storage = await openStorage(scratch.storageOptions);
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    app = await buildApp({ config, storage, logger: { level: 'info', stream } });
    app.addHook('onSend', async (request) => void answered.push(request.url));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    await remove();
  });

  /** Writes `bytes` on one connection and resolves once the server closed it. */
  const sendRaw = (bytes: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
      socket.resume();
    });

  it('logs no error and still counts the miss of the request before the garbage', async () => {
    const url = '/api/public/tours/guess-1';
    await sendRaw(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n\x00\x01garbage\r\n\r\n`);
    await vi.waitFor(() => expect(answered).toContain(url));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    const next = await app.inject({ url: '/api/public/tours/guess-2', remoteAddress: '127.0.0.1' });
    expect(next.statusCode).toBe(429);
  });
});
