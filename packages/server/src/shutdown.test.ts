import { request } from 'node:http';
import { sampleTour } from '@tourview/schema/testing';
import { openStorage } from '@tourview/storage';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './testing/spawn-server.js';
import { scratchEnv } from './testing/test-app.js';
import { waitFor } from './testing/wait-for.js';

const PROCESS_TEST_TIMEOUT_MS = 60_000;

const body = JSON.stringify({
  name: 'Robin',
  email: 'robin@example.com',
  message: 'Still there?',
  consent: true,
  recaptchaToken: 't',
});

describe('SIGTERM', () => {
  it(
    'finishes a request in flight, refuses new ones with 503, and exits 0',
    async () => {
      const scratch = await scratchEnv('sqlite');
      const seed = await openStorage(scratch.storageOptions);
      await seed.putTour(sampleTour('abc123'));
      await seed.close();
      const server = await spawnServer(scratch.env);
      try {
        const { hostname, port } = new URL(server.url);
        // An enquiry whose body is still arriving when the signal comes.
        const inFlight = request({
          host: hostname,
          port,
          method: 'POST',
          path: '/api/public/tours/abc123/enquiries',
          headers: {
            cookie: 'XSRF-TOKEN=t',
            'x-xsrf-token': 't',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        const answered = new Promise<number>((resolve, reject) => {
          inFlight.on('response', (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          inFlight.on('error', reject);
        });
        inFlight.write(body.slice(0, 20));
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill('SIGTERM');
        await waitFor('closing', () => /SIGTERM: closing/.test(server.output()));
        const late = await fetch(`${server.url}/api/public/ready`).then(
          (res) => res.status,
          () => 'refused',
        );
        expect([503, 'refused']).toContain(late);
        // Well past the signal, well within the grace time.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        inFlight.end(body.slice(20));
        expect(await answered).toBe(201);
        expect(await server.exited).toBe(0);
      } finally {
        server.child.kill('SIGKILL');
        await scratch.remove();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
