import { hit, intersect } from './intersect.js';
import { planeAxes, texelPosition } from './lightmap.js';
import { portalIrradiance } from './portals.js';
import { seededRandom } from './random.js';
import { SUN_IRRADIANCE, SUN_RADIUS } from './sky.js';
import type { TraceScene } from './trace-scene.js';

const LIFT = 1e-4;
const FAR = 1e4;
const SUN_SAMPLES = 8;

/** Whether a texel can ever be seen: not buried in another box and inside the shell. */
export function texelIsLive(scene: TraceScene, texel: number): boolean {
  const p = texelPosition(scene.layout, scene.boxes, texel, LIFT);
  const { shell, boxes } = scene;
  for (let a = 0; a < 3; a++)
    if ((p[a] ?? 0) < (shell[a] ?? 0) + 0.01 || (p[a] ?? 0) > (shell[a + 3] ?? 0) - 0.01) return false;
  const inside = (i: number, a: number) =>
    (p[a] ?? 0) > (boxes[i + a] ?? 0) && (p[a] ?? 0) < (boxes[i + 3 + a] ?? 0);
  for (let i = 0; i < boxes.length; i += 6) if (inside(i, 0) && inside(i, 1) && inside(i, 2)) return false;
  return true;
}

/** A texel's position and its normal as axis, sign and vector. */
function texelFrame(scene: TraceScene, texel: number) {
  const f = scene.layout.texelFace[texel] ?? 0;
  const axis = (f % 6) >> 1;
  const sign = f % 2 === 1 ? 1 : -1;
  const n = [0, 0, 0];
  n[axis] = sign;
  return { p: texelPosition(scene.layout, scene.boxes, texel, LIFT), axis, sign, n };
}

/** Sunlight on a texel: cosine times the visible fraction of the sun disk. */
function sunIrradiance(
  scene: TraceScene,
  p: readonly number[],
  cosine: number,
  random: () => number,
  out: Float64Array,
): void {
  if (cosine <= 0) return;
  const [sx, sy, sz] = scene.sun;
  let visible = 0;
  for (let s = 0; s < SUN_SAMPLES; s++) {
    const angle = 2 * Math.PI * random();
    const r = SUN_RADIUS * Math.sqrt(random());
    const [j1, j2] = [Math.cos(angle) * r, Math.sin(angle) * r];
    if (!intersect(scene.bvh, p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, sx + j1 * sz, sy + j2, sz - j1 * sx, FAR))
      visible++;
  }
  for (let c = 0; c < 3; c++)
    out[c] = (out[c] ?? 0) + ((SUN_IRRADIANCE[c] ?? 0) * cosine * visible) / SUN_SAMPLES;
}

/** Direct daylight on a texel: sky through the windows plus the sun. */
function directLight(scene: TraceScene, texel: number, random: () => number, out: Float64Array): void {
  const { p, axis, sign, n } = texelFrame(scene, texel);
  out.fill(0);
  portalIrradiance(scene, p, n, random, out);
  sunIrradiance(scene, p, sign * (scene.sun[axis] ?? 0), random, out);
}

/** Light bounced once off the surfaces, lit as in `previous`; cosine-weighted, stratified. */
function bouncedLight(
  scene: TraceScene,
  texel: number,
  previous: Float32Array,
  samples: number,
  random: () => number,
  out: Float64Array,
): void {
  const { p, axis, sign } = texelFrame(scene, texel);
  const [ua, va] = planeAxes(axis);
  const side = Math.round(Math.sqrt(samples));
  const dir = [0, 0, 0];
  out.fill(0);
  for (let s = 0; s < side * side; s++) {
    const r1 = ((s % side) + random()) / side;
    const r2 = (Math.floor(s / side) + random()) / side;
    dir[ua] = Math.sqrt(r1) * Math.cos(2 * Math.PI * r2);
    dir[va] = Math.sqrt(r1) * Math.sin(2 * Math.PI * r2);
    dir[axis] = sign * Math.sqrt(Math.max(0, 1 - r1));
    const [dx = 0, dy = 0, dz = 0] = dir;
    if (!intersect(scene.bvh, p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, dx, dy, dz, FAR)) continue;
    const q = [(p[0] ?? 0) + dx * hit.t, (p[1] ?? 0) + dy * hit.t, (p[2] ?? 0) + dz * hit.t];
    const source = nearestTexel(scene, hit.box * 6 + hit.face, q);
    for (let c = 0; c < 3; c++)
      out[c] = (out[c] ?? 0) + (scene.albedo[hit.box * 3 + c] ?? 0) * (previous[source * 3 + c] ?? 0);
  }
  for (let c = 0; c < 3; c++) out[c] = (out[c] ?? 0) / (side * side);
}

/** The texel of a box face nearest to a point on it. */
function nearestTexel(scene: TraceScene, f: number, q: readonly number[]): number {
  const { layout, boxes } = scene;
  const b = Math.floor(f / 6) * 6;
  const [ua, va] = planeAxes((f % 6) >> 1);
  const nu = layout.nu[f] ?? 1;
  const nv = layout.nv[f] ?? 1;
  const cell = (a: number, count: number) => {
    const t = ((q[a] ?? 0) - (boxes[b + a] ?? 0)) / ((boxes[b + 3 + a] ?? 0) - (boxes[b + a] ?? 0));
    return Math.min(Math.max(Math.floor(t * count), 0), count - 1);
  };
  return (layout.offset[f] ?? 0) + cell(va, nv) * nu + cell(ua, nu);
}

/** The lighting passes' inputs: which texels are live, and the previous pass. */
export interface BakeInputs {
  live: Uint8Array;
  previous: Float32Array | null;
}

/**
 * Bakes texels [from, to) into `target`: direct light when there is no previous pass, else
 * one bounce of the previous pass alone (it is smoothed more than direct light). Dead texels stay at zero.
 */
export function bakeTexels(
  scene: TraceScene,
  inputs: BakeInputs,
  target: Float32Array,
  range: { from: number; to: number; pass: number; samples: number },
): void {
  const out = new Float64Array(3);
  for (let texel = range.from; texel < range.to; texel++) {
    if (!inputs.live[texel]) continue;
    const random = seededRandom(texel * 7919 + range.pass * 104729);
    if (!inputs.previous) {
      directLight(scene, texel, random, out);
      target.set(out, texel * 3);
      continue;
    }
    bouncedLight(scene, texel, inputs.previous, range.samples, random, out);
    target.set(out, texel * 3);
  }
}
