import { hit, intersect } from '../trace/intersect.js';
import { lookupIrradiance } from '../trace/lightmap.js';
import { skyRadiance } from '../trace/sky.js';
import type { TraceScene } from '../trace/trace-scene.js';
import { patternShade } from './patterns.js';

/** Where a panorama is taken: eye position and the world yaw (radians) of the image centre. */
export interface PanoCamera {
  x: number;
  y: number;
  z: number;
  heading: number;
}

/** One band of an equirectangular panorama to render. */
export interface RowJob {
  camera: PanoCamera;
  width: number;
  height: number;
  y0: number;
  y1: number;
}

const SKY = -1;
const EXTRA = [0.25, 0.75];

/** Linear radiance along the ray through image point (px, py); returns the surface id hit. */
function sample(
  scene: TraceScene,
  map: Float32Array,
  job: RowJob,
  px: number,
  py: number,
  out: number[],
): number {
  const yaw = (px / job.width) * 2 * Math.PI - Math.PI + job.camera.heading;
  const pitch = Math.PI / 2 - (py / job.height) * Math.PI;
  const c = Math.cos(pitch);
  const dx = Math.sin(yaw) * c;
  const dy = Math.sin(pitch);
  const dz = -Math.cos(yaw) * c;
  const { x, y, z } = job.camera;
  if (!intersect(scene.bvh, x, y, z, dx, dy, dz, 1e4)) {
    const sky = skyRadiance(dx, dy, dz, scene.sun);
    for (let k = 0; k < 3; k++) out[k] = sky[k] ?? 0;
    return SKY;
  }
  const surface = hit.box * 6 + hit.face;
  const p = [x + dx * hit.t, y + dy * hit.t, z + dz * hit.t];
  lookupIrradiance(scene.layout, scene.boxes, map, surface, p, out);
  const shade = patternShade(scene.pattern[hit.box] ?? 0, hit.face >> 1, p) / Math.PI;
  for (let k = 0; k < 3; k++) out[k] = (out[k] ?? 0) * (scene.albedo[hit.box * 3 + k] ?? 0) * shade;
  return surface;
}

/**
 * Renders rows [y0, y1) as linear RGB floats. Rays go through pixel corners (shared by
 * neighbours); pixels whose corners see different surfaces get four more rays inside, which
 * anti-aliases edges for little more than one ray per pixel.
 */
export function renderRows(scene: TraceScene, map: Float32Array, job: RowJob): Float32Array<ArrayBuffer> {
  const { width, y0, y1 } = job;
  const result = new Float32Array((y1 - y0) * width * 3);
  const colour = [0, 0, 0];
  const sum = new Float64Array(3);
  const cornerRow = (py: number) => {
    const rgb = new Float32Array((width + 1) * 3);
    const ids = new Int32Array(width + 1);
    for (let px = 0; px <= width; px++) {
      ids[px] = sample(scene, map, job, px, py, colour);
      rgb.set(colour, px * 3);
    }
    return { rgb, ids };
  };
  let top = cornerRow(y0);
  for (let py = y0; py < y1; py++) {
    const bottom = cornerRow(py + 1);
    for (let px = 0; px < width; px++) {
      for (let k = 0; k < 3; k++) {
        const corners = (top.rgb[px * 3 + k] ?? 0) + (top.rgb[px * 3 + 3 + k] ?? 0);
        sum[k] = corners + (bottom.rgb[px * 3 + k] ?? 0) + (bottom.rgb[px * 3 + 3 + k] ?? 0);
      }
      const id = top.ids[px] ?? 0;
      let count = 4;
      if (top.ids[px + 1] !== id || bottom.ids[px] !== id || bottom.ids[px + 1] !== id) {
        for (const ey of EXTRA) {
          for (const ex of EXTRA) {
            sample(scene, map, job, px + ex, py + ey, colour);
            for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + (colour[k] ?? 0);
          }
        }
        count = 8;
      }
      for (let k = 0; k < 3; k++) result[((py - y0) * width + px) * 3 + k] = (sum[k] ?? 0) / count;
    }
    top = bottom;
  }
  return result;
}
