import type { WorkerPool } from './pool.js';
import { filterLightmap } from './trace/filter.js';
import type { TraceScene } from './trace/trace-scene.js';
import type { WorkerTask } from './worker.js';

/** Hemisphere samples per texel of each bounce pass; the first pass (direct light) samples windows and sun. */
const BOUNCES = [256, 144];
/** Bounced light is smooth, so it takes a wider filter (repeated 3×3 tents) than direct light. */
const BOUNCE_SMOOTHING = 10;
const CHUNK = 4000;

function chunks(total: number): { from: number; to: number }[] {
  return Array.from({ length: Math.ceil(total / CHUNK) }, (_, i) => ({
    from: i * CHUNK,
    to: Math.min(total, (i + 1) * CHUNK),
  }));
}

function smooth(scene: TraceScene, live: Uint8Array, map: Float32Array, times: number): Float32Array {
  let out = map;
  for (let i = 0; i < times; i++) out = filterLightmap(scene.layout, live, out);
  return out;
}

/**
 * Bakes global illumination into the lightmaps: pass 1 gathers sky (through the windows) and
 * sun, every later pass adds one more bounce of the previous pass (Jacobi iteration).
 */
export async function bakeLighting(
  scene: TraceScene,
  pool: WorkerPool,
  log: (line: string) => void,
): Promise<SharedArrayBuffer> {
  const total = scene.layout.total;
  const live = new SharedArrayBuffer(total);
  const liveView = new Uint8Array(live);
  await pool.run(chunks(total).map((c): WorkerTask => ({ kind: 'live', live, ...c })));
  log(`lightmaps: ${liveView.reduce((n, v) => n + v, 0)} live texels of ${total}`);
  let direct: Float32Array | null = null;
  let previous: SharedArrayBuffer | null = null;
  for (const [pass, samples] of [0, ...BOUNCES].entries()) {
    const target = new SharedArrayBuffer(total * 12);
    const started = Date.now();
    const range = (c: { from: number; to: number }) => ({ ...c, pass, samples });
    await pool.run(
      chunks(total).map((c): WorkerTask => ({ kind: 'bake', live, previous, target, range: range(c) })),
    );
    const result = new Float32Array(target);
    if (!direct) {
      direct = smooth(scene, liveView, result, 1);
      result.set(direct);
    } else {
      const bounce = smooth(scene, liveView, result, BOUNCE_SMOOTHING);
      for (let i = 0; i < result.length; i++) result[i] = (direct[i] ?? 0) + (bounce[i] ?? 0);
    }
    previous = target;
    log(
      `lightmaps: pass ${pass + 1}/${BOUNCES.length + 1} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (!previous) throw new Error('No lighting pass ran.');
  return previous;
}
