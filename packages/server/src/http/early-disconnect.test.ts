import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { openStorage, type Storage } from '@tourview/storage';
import { sampleTour } from '@tourview/schema/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../public/public-app.js';
import { loadConfig } from '../config/config.js';
import { startFakeSiteverify, type FakeSiteverify } from '../testing/fake-siteverify.js';
import { scratchEnv } from '../testing/test-app.js';

type LogLine = Record<string, unknown> & { level: number; msg: string };

describe('a client that disconnects early', () => {
  const lines: LogLine[] = [];
  let app: FastifyInstance;
  let storage: Storage;
  let siteverify: FakeSiteverify;
  let remove: () => Promise<void>;
  let port = 0;

  beforeAll(async () => {
    siteverify = await startFakeSiteverify();
    const scratch = await scratchEnv('sqlite');
    remove = scratch.remove;
    const config = loadConfig({
      ...scratch.env,
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_VERIFY_URL: siteverify.url,
      RECAPTCHA_TIMEOUT_MS: '800',
    });
    // A file large enough that the client is gone long before it is sent.
    writeFileSync(join(config.appDistDir, 'assets', 'big-hhh888.bin'), Buffer.alloc(16 * 1024 * 1024, 1));
    writeFileSync(
      join(config.appDistDir, 'assets', 'big-iii999.js'),
      `// ${randomBytes(6 * 1024 * 1024).toString('base64')}`,
    );
    mkdirSync(join(config.dataDir, 'media', 'tours', 'abc123'), { recursive: true });
    writeFileSync(
      join(config.dataDir, 'media', 'tours', 'abc123', 'walk.mp4'),
      Buffer.alloc(16 * 1024 * 1024),
    );
    storage = await openStorage(scratch.storageOptions);
    await storage.putTour(sampleTour('abc123'));
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    app = await buildApp({ config, storage, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    await siteverify.close();
    await remove();
  });

  /** Sends `request`, then closes the connection once `until` holds for what came back. */
  function sendAndHangUp(request: string, until: (received: string) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      const hangUp = () => {
        socket.destroy();
        resolve();
      };
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (until(received)) hangUp();
      });
      socket.on('error', () => undefined);
      if (until(received)) setTimeout(hangUp, 50);
    });
  }

  const enquiryHead = (length: number) =>
    'POST /api/public/tours/abc123/enquiries HTTP/1.1\r\nHost: localhost\r\n' +
    'Cookie: XSRF-TOKEN=t\r\nX-XSRF-Token: t\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;

  async function linesOf(request: string, until: (received: string) => boolean, settleMs: number) {
    const from = lines.length;
    await sendAndHangUp(request, until);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return lines.slice(from);
  }

  /** Asserts that the request left one info line saying so, besides `others`, and nothing louder. */
  function expectQuietDisconnect(logged: LogLine[], url: string, others: string[] = []) {
    expect(logged.filter((l) => l.level >= 40 || 'err' in l || JSON.stringify(l).includes('stack'))).toEqual(
      [],
    );
    expect(logged.map((l) => l.msg).sort()).toEqual(['client disconnected', ...others].sort());
    expect(logged.find((l) => l.msg === 'client disconnected')).toMatchObject({
      level: 30,
      req: expect.objectContaining({ url }) as unknown,
    });
  }

  it('logs no error when it leaves in the middle of a large file', async () => {
    const logged = await linesOf(
      'GET /assets/big-hhh888.bin HTTP/1.1\r\nHost: localhost\r\n\r\n',
      (received) => received.length > 100_000,
      300,
    );
    expectQuietDisconnect(logged, '/assets/big-hhh888.bin');
  });

  it('logs no error when it leaves in the middle of a video range', async () => {
    const logged = await linesOf(
      'GET /media/tours/abc123/walk.mp4 HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-\r\n\r\n',
      (received) => received.length > 100_000,
      300,
    );
    expectQuietDisconnect(logged, '/media/tours/abc123/walk.mp4');
  });

  it('logs no error when it leaves in the middle of a compressed file', async () => {
    const logged = await linesOf(
      'GET /assets/big-iii999.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n',
      (received) => received.length > 1000,
      300,
    );
    expectQuietDisconnect(logged, '/assets/big-iii999.js');
  });

  it('logs no error when it leaves in the middle of sending a body', async () => {
    const logged = await linesOf(enquiryHead(200) + '{"name":', () => true, 300);
    expectQuietDisconnect(logged, '/api/public/tours/abc123/enquiries');
  });

  it('logs no error when it leaves while its enquiry is being verified', async () => {
    const body = JSON.stringify({
      name: 'Robin',
      email: 'robin@example.com',
      message: 'Hi',
      consent: true,
      recaptchaToken: 'slow-good',
    });
    const logged = await linesOf(enquiryHead(Buffer.byteLength(body)) + body, () => true, 1200);
    expectQuietDisconnect(logged, '/api/public/tours/abc123/enquiries', ['enquiry stored']);
  });
});
