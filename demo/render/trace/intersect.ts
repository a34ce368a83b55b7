import type { Bvh } from './bvh.js';

/** The nearest hit of the last {@link intersect} call; reused to keep the hot loop allocation-free. */
export const hit = { box: -1, t: 0, face: 0 };

const stack = new Int32Array(128);
const origin = new Float64Array(3);
const direction = new Float64Array(3);

/** Entry distance of a ray into a box (slab test), or Infinity; `faceOut[0]` gets the entry face. */
function slab(
  data: Float64Array,
  i: number,
  ox: number,
  oy: number,
  oz: number,
  ix: number,
  iy: number,
  iz: number,
  tmax: number,
): number {
  const o = i * 6;
  let t0 = ((data[o] ?? 0) - ox) * ix;
  let t1 = ((data[o + 3] ?? 0) - ox) * ix;
  let near = t0 < t1 ? t0 : t1;
  let far = t0 < t1 ? t1 : t0;
  t0 = ((data[o + 1] ?? 0) - oy) * iy;
  t1 = ((data[o + 4] ?? 0) - oy) * iy;
  near = Math.max(near, t0 < t1 ? t0 : t1);
  far = Math.min(far, t0 < t1 ? t1 : t0);
  t0 = ((data[o + 2] ?? 0) - oz) * iz;
  t1 = ((data[o + 5] ?? 0) - oz) * iz;
  near = Math.max(near, t0 < t1 ? t0 : t1);
  far = Math.min(far, t0 < t1 ? t1 : t0);
  return near <= far && far > 0 && near < tmax ? near : Infinity;
}

/** Which face a ray entered a box through: 0 -x, 1 +x, 2 -y, 3 +y, 4 -z, 5 +z. */
function entryFace(data: Float64Array, i: number, t: number, o: Float64Array, d: Float64Array): number {
  let best = 0;
  let bestError = Infinity;
  for (let a = 0; a < 3; a++) {
    const p = (o[a] ?? 0) + (d[a] ?? 0) * t;
    const lo = Math.abs(p - (data[i * 6 + a] ?? 0));
    const hi = Math.abs(p - (data[i * 6 + 3 + a] ?? 0));
    if (lo < bestError) {
      best = a * 2;
      bestError = lo;
    }
    if (hi < bestError) {
      best = a * 2 + 1;
      bestError = hi;
    }
  }
  return best;
}

/**
 * Finds the nearest box a ray enters at a distance in (0, tmax). Rays that start inside a box
 * ignore it; callers keep origins outside solids. Returns whether anything was hit.
 */
export function intersect(
  bvh: Bvh,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  tmax: number,
): boolean {
  const ix = 1 / dx;
  const iy = 1 / dy;
  const iz = 1 / dz;
  let best = tmax;
  let bestBox = -1;
  let sp = 0;
  stack[sp++] = 0;
  while (sp > 0) {
    const node = stack[--sp] ?? 0;
    if (slab(bvh.bounds, node, ox, oy, oz, ix, iy, iz, best) === Infinity) continue;
    const second = bvh.right[node] ?? 0;
    if (second >= 0) {
      stack[sp++] = second;
      stack[sp++] = node + 1;
      continue;
    }
    const end = (bvh.start[node] ?? 0) + (bvh.count[node] ?? 0);
    for (let k = bvh.start[node] ?? 0; k < end; k++) {
      const b = bvh.order[k] ?? 0;
      const t = slab(bvh.boxes, b, ox, oy, oz, ix, iy, iz, best);
      if (t > 1e-7 && t < best) {
        best = t;
        bestBox = b;
      }
    }
  }
  if (bestBox < 0) return false;
  hit.box = bestBox;
  hit.t = best;
  origin[0] = ox;
  origin[1] = oy;
  origin[2] = oz;
  direction[0] = dx;
  direction[1] = dy;
  direction[2] = dz;
  hit.face = entryFace(bvh.boxes, bestBox, best, origin, direction);
  return true;
}
