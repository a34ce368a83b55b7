import type { Apartment } from '../model/types.js';
import { hit, intersect } from './intersect.js';
import { skyRadiance } from './sky.js';
import type { TraceScene } from './trace-scene.js';

/** Numbers per portal: corner (3), width edge (3), height edge (3). */
export const PORTAL_STRIDE = 9;
const SIDE = 4;

/**
 * Window openings as light portals, on the outer face of their wall so the reveals shade them.
 * Sampling the sky through known windows instead of the whole hemisphere is what keeps the
 * baked daylight free of blotches at a modest ray count.
 */
export function windowPortals(apartment: Apartment): Float64Array {
  const xs = apartment.rooms.flatMap(({ rect }) => [rect.x0, rect.x1]);
  const zs = apartment.rooms.flatMap(({ rect }) => [rect.z0, rect.z1]);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
  const portals: number[] = [];
  for (const wall of apartment.walls) {
    const mid = wall.run === 'x' ? centre.z : centre.x;
    const outer = wall.at + (wall.at < mid ? -1 : 1) * (wall.thickness / 2);
    for (const o of wall.openings.filter((opening) => opening.kind === 'window')) {
      const a0 = o.center - o.width / 2;
      const corner = wall.run === 'x' ? [a0, o.bottom, outer] : [outer, o.bottom, a0];
      const along = wall.run === 'x' ? [o.width, 0, 0] : [0, 0, o.width];
      portals.push(...corner, ...along, 0, o.top - o.bottom, 0);
    }
  }
  return Float64Array.from(portals);
}

/** Adds the sky irradiance arriving through every window at p (normal n) into `out`. */
export function portalIrradiance(
  scene: TraceScene,
  p: readonly number[],
  n: readonly number[],
  random: () => number,
  out: Float64Array,
): void {
  const { portals } = scene;
  for (let w = 0; w < portals.length; w += PORTAL_STRIDE) {
    const at = (k: number) => portals[w + k] ?? 0;
    const e1 = [at(3), at(4), at(5)];
    const e2 = [at(6), at(7), at(8)];
    const normal = [
      (e1[1] ?? 0) * (e2[2] ?? 0) - (e1[2] ?? 0) * (e2[1] ?? 0),
      (e1[2] ?? 0) * (e2[0] ?? 0) - (e1[0] ?? 0) * (e2[2] ?? 0),
      (e1[0] ?? 0) * (e2[1] ?? 0) - (e1[1] ?? 0) * (e2[0] ?? 0),
    ];
    const area = Math.hypot(normal[0] ?? 0, normal[1] ?? 0, normal[2] ?? 0);
    for (let s = 0; s < SIDE * SIDE; s++) {
      const a = ((s % SIDE) + random()) / SIDE;
      const b = (Math.floor(s / SIDE) + random()) / SIDE;
      const d = [0, 1, 2].map((k) => at(k) + (e1[k] ?? 0) * a + (e2[k] ?? 0) * b - (p[k] ?? 0));
      const dist = Math.hypot(d[0] ?? 0, d[1] ?? 0, d[2] ?? 0);
      const cosP = ((d[0] ?? 0) * (n[0] ?? 0) + (d[1] ?? 0) * (n[1] ?? 0) + (d[2] ?? 0) * (n[2] ?? 0)) / dist;
      if (cosP <= 0) continue;
      const cosW =
        Math.abs(
          (d[0] ?? 0) * (normal[0] ?? 0) + (d[1] ?? 0) * (normal[1] ?? 0) + (d[2] ?? 0) * (normal[2] ?? 0),
        ) /
        (dist * area);
      if (
        intersect(
          scene.bvh,
          p[0] ?? 0,
          p[1] ?? 0,
          p[2] ?? 0,
          (d[0] ?? 0) / dist,
          (d[1] ?? 0) / dist,
          (d[2] ?? 0) / dist,
          dist * 0.9999,
        ) &&
        hit.t > 0
      )
        continue;
      const sky = skyRadiance((d[0] ?? 0) / dist, (d[1] ?? 0) / dist, (d[2] ?? 0) / dist, scene.sun);
      const weight = (cosP * cosW * area) / (dist * dist * SIDE * SIDE);
      for (let c = 0; c < 3; c++) out[c] = (out[c] ?? 0) + (sky[c] ?? 0) * weight;
    }
  }
}
