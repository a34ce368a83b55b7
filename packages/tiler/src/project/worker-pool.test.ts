import { faceBasis } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { buildSampleLut } from './sampling.js';
import { WorkerPool } from './worker-pool.js';

const projection = { ...faceBasis('f'), width: 8, height: 8 };

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

  it('keeps running jobs, in flight and new, while it replaces its threads', async () => {
    const pool = new WorkerPool(2);
    try {
      const running = pool.run({
        type: 'lut',
        args: [{ ...projection, width: 512, height: 512 }, 4096, 2048, 6],
      });
      pool.recycle();
      expect((await running).width).toBe(512);
      pool.recycle();
      const later = await Promise.all(
        [1, 2, 3].map(() => pool.run({ type: 'lut', args: [projection, 64, 32, 2] })),
      );
      expect(later.map((t) => t.width)).toEqual([8, 8, 8]);
      expect(pool.threads).toBe(2);
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
