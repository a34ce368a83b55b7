import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { faceBasis } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { buildSampleLut, plainReading, type EquirectMips } from './sampling.js';
import { WorkerPool } from './worker-pool.js';

const projection = { ...faceBasis('f'), width: 8, height: 8 };
/** An image large enough that freeing it shows in the process's resident memory. */
const IMAGE_BYTES = 192 * 1024 * 1024;

/** Resident memory once this thread collected its garbage, so only what is held counts. */
async function rssAfterCollecting(): Promise<number> {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return process.memoryUsage().rss;
}

describe('WorkerPool', () => {
  it('runs the kernel on threads with the same result as on the main thread', async () => {
    const pool = new WorkerPool(2);
    try {
      const jobs = [1, 2, 3].map(() => pool.run({ type: 'lut', args: [projection, 64, 32, 2] }));
      const [threaded] = await Promise.all(jobs);
      const local = buildSampleLut(projection, 64, 32, 2);
      expect([...(threaded?.x ?? [])]).toEqual([...local.x]);
      expect([...(threaded?.y ?? [])]).toEqual([...local.y]);
    } finally {
      await pool.close();
    }
  });

  it('fails pending and later jobs once closed instead of hanging', async () => {
    const pool = new WorkerPool(1);
    const pending = pool.run({
      type: 'lut',
      args: [{ ...projection, width: 512, height: 512 }, 4096, 2048, 6],
    });
    const settled = expect(pending).rejects.toThrow(/closed/);
    await pool.close();
    await settled;
    await expect(pool.run({ type: 'lut', args: [projection, 64, 32, 2] })).rejects.toThrow(/closed/);
  });

  it('keeps running jobs, in flight and new, around a release, on the same threads', async () => {
    const pool = new WorkerPool(2);
    try {
      const running = pool.run({
        type: 'lut',
        args: [{ ...projection, width: 512, height: 512 }, 4096, 2048, 6],
      });
      pool.release();
      expect((await running).width).toBe(512);
      pool.release();
      const later = await Promise.all(
        [1, 2, 3].map(() => pool.run({ type: 'lut', args: [projection, 64, 32, 2] })),
      );
      expect(later.map((t) => t.width)).toEqual([8, 8, 8]);
      expect(pool.threads).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('frees an image its threads were sent once released and let go of', async () => {
    const pool = new WorkerPool(1);
    try {
      const lut = buildSampleLut(projection, 64, 32, 0);
      const image = (): EquirectMips => {
        const data = new Uint8Array(new SharedArrayBuffer(IMAGE_BYTES));
        data.fill(7);
        return { levels: [data], width: IMAGE_BYTES / 3 / 32, height: 32 };
      };
      const sampled = await pool.run({
        type: 'sample',
        args: [lut, image(), plainReading(lut), new Uint8Array(8 * 8 * 3)],
      });
      expect(sampled[0]).toBe(7);
      const held = await rssAfterCollecting();
      pool.release();
      // The release is a message the thread handles after the jobs before it; one more job
      // makes sure it was handled.
      await pool.run({ type: 'lut', args: [projection, 64, 32, 0] });
      expect(held - (await rssAfterCollecting())).toBeGreaterThan(IMAGE_BYTES / 2);
    } finally {
      await pool.close();
    }
  });

  it('reports an error thrown inside a job', async () => {
    const pool = new WorkerPool(1);
    try {
      const broken = { ...projection, n: null as unknown as number[] };
      await expect(pool.run({ type: 'lut', args: [broken, 64, 32, 2] })).rejects.toThrow(
        /Reprojection failed/,
      );
    } finally {
      await pool.close();
    }
  });
});
