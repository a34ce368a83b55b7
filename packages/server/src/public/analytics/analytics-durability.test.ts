import { openStorage } from '@tourview/storage';
import { sampleTour } from '@tourview/schema/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../../testing/spawn-server.js';
import { DIALECTS, scratchEnv } from '../../testing/test-app.js';

const PROCESS_TEST_TIMEOUT_MS = 120_000;
const HEADERS = {
  'content-type': 'application/json',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** A batch whose visit is told apart by its language tag, `en-l3i17` for lane 3's 17th. */
const batchOf = (lane: number, i: number) => ({
  visit: `durable-${lane}-${i}-0123456789`,
  events: [
    { kind: 'visit_start', device: 'desktop', language: `en-l${lane}i${i}` },
    { kind: 'room_entered', room: 'hall' },
    { kind: 'look', room: 'hall', yaw: 0, pitch: 0 },
  ],
});

/** Posts batches from `lanes` loops, killing the server (SIGKILL) once `killAfter` were accepted. */
async function postUntilKilled(server: ServerProcess, lanes: number, killAfter: number): Promise<string[]> {
  const accepted: string[] = [];
  const lane = async (n: number) => {
    for (let i = 0; ; i++) {
      try {
        const res = await fetch(`${server.url}/api/public/tours/abc123/events`, {
          method: 'POST',
          headers: HEADERS,
          body: JSON.stringify(batchOf(n, i)),
        });
        if (res.status !== 204) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        accepted.push(`en-l${n}i${i}`);
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

describe.each(DIALECTS)('analytics ingest durability on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
  });

  it(
    'keeps every batch answered 204 when the process is killed mid-stream, aggregates included',
    async () => {
      const scratch = await scratchEnv(dialect);
      const seed = await openStorage(scratch.storageOptions);
      await seed.putTour(sampleTour('abc123'));
      await seed.close();
      const server = await spawnServer({ ...scratch.env, ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000000' });
      cleanup = async () => {
        server.child.kill('SIGKILL');
        await scratch.remove();
      };

      const accepted = await postUntilKilled(server, 16, 80);
      expect(await server.exited).toBe('SIGKILL');
      expect(accepted.length).toBeGreaterThanOrEqual(80);

      const storage = await openStorage(scratch.storageOptions);
      const today = new Date().toISOString().slice(0, 10);
      const report = await storage.analyticsReport('abc123', { from: today, to: today });
      await storage.close();
      const stored = new Set(report.languages.map((l) => l.language));
      expect(accepted.filter((language) => !stored.has(language))).toEqual([]);
      // Raw events and aggregates commit together: every stored visit entered the hall once.
      expect(report.visits).toBe(stored.size);
      expect(report.rooms).toEqual([
        { room: 'hall', visits: stored.size, share: 1, medianDwellSeconds: null },
      ]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
