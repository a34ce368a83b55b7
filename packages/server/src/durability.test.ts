import { openStorage } from '@tourview/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { spawnServer, type ServerProcess } from './testing/spawn-server.js';
import { DIALECTS, scratchEnv } from './testing/test-app.js';

// Each case starts real server processes twice; a busy CI machine needs room for that.
const PROCESS_TEST_TIMEOUT_MS = 120_000;

const XSRF = { cookie: 'XSRF-TOKEN=durable', 'x-xsrf-token': 'durable', 'content-type': 'application/json' };

/**
 * Posts enquiries from `lanes` concurrent loops until the server stops answering, killing it
 * (SIGKILL) once `killAfter` were accepted, with the other lanes' requests still in flight.
 * Returns the ids answered 201.
 */
async function postUntilKilled(server: ServerProcess, lanes: number, killAfter: number): Promise<string[]> {
  const accepted: string[] = [];
  const lane = async (n: number) => {
    for (let i = 0; ; i++) {
      const body = JSON.stringify({
        name: `L${n}-${i}`,
        email: 'a@example.com',
        message: 'Hi',
        consent: true,
        recaptchaToken: 't',
      });
      try {
        const res = await fetch(`${server.url}/api/public/tours/abc123/enquiries`, {
          method: 'POST',
          headers: XSRF,
          body,
        });
        if (res.status !== 201) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        accepted.push(((await res.json()) as { id: string }).id);
        if (accepted.length === killAfter) server.child.kill('SIGKILL');
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return accepted;
}

describe.each(DIALECTS)('durability on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
  });

  it(
    'keeps every enquiry that got a 201 when the process is killed mid-stream, then restarts and drains on SIGTERM',
    async () => {
      const scratch = await scratchEnv(dialect);
      const env = { ...scratch.env, ENQUIRY_RATE_LIMIT_PER_MINUTE: '1000000' };
      const seed = await openStorage(scratch.storageOptions);
      await seed.putTour(sampleTour('abc123'));
      await seed.close();
      let server = await spawnServer(env);
      cleanup = async () => {
        server.child.kill('SIGKILL');
        await scratch.remove();
      };

      const accepted = await postUntilKilled(server, 16, 60);
      expect(await server.exited).toBe('SIGKILL');
      expect(accepted.length).toBeGreaterThanOrEqual(60);

      server = await spawnServer(env);
      expect((await fetch(`${server.url}/api/public/health`)).status).toBe(200);
      const storage = await openStorage(scratch.storageOptions);
      const stored = new Set((await storage.listEnquiries()).map((e) => e.id));
      await storage.close();
      expect(accepted.filter((id) => !stored.has(id))).toEqual([]);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/SIGTERM: closing/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('start-up', () => {
  it(
    'refuses to start on an invalid configuration, listing every problem',
    async () => {
      const scratch = await scratchEnv('sqlite');
      const failure = await spawnServer({ ...scratch.env, PORT: 'x', APP_ENV: 'prod' }).catch(
        (e: unknown) => e,
      );
      expect(String(failure)).toMatch(/exited \(1\)/);
      expect(String(failure)).toMatch(/PORT:[\s\S]*APP_ENV:|APP_ENV:[\s\S]*PORT:/);
      await scratch.remove();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
