import sharp, { type Sharp } from 'sharp';
import type { Room } from './model/types.js';
import type { RowJob, PanoCamera } from './pano/render-rows.js';
import { autoExposure, toneMap } from './pano/tone.js';
import type { WorkerPool } from './pool.js';
import type { WorkerTask } from './worker.js';

const BAND = 32;
const METER_WIDTH = 256;

/** The camera of a room's panorama. */
export function roomCamera(room: Room, eyeHeight: number): PanoCamera {
  return { x: room.camera.x, y: eyeHeight, z: room.camera.z, heading: (room.camera.heading * Math.PI) / 180 };
}

async function renderLinear(
  pool: WorkerPool,
  map: SharedArrayBuffer,
  camera: PanoCamera,
  width: number,
): Promise<Float32Array> {
  const height = width / 2;
  const tasks: WorkerTask[] = [];
  for (let y0 = 0; y0 < height; y0 += BAND) {
    const job: RowJob = { camera, width, height, y0, y1: Math.min(height, y0 + BAND) };
    tasks.push({ kind: 'render', map, job });
  }
  const bands = await pool.run(tasks);
  const out = new Float32Array(width * height * 3);
  let offset = 0;
  for (const band of bands) {
    if (!band) throw new Error('A render band came back empty.');
    out.set(band, offset);
    offset += band.length;
  }
  return out;
}

/** Renders one equirectangular panorama and returns it as an sRGB JPEG pipeline. */
export async function renderPanorama(
  pool: WorkerPool,
  map: SharedArrayBuffer,
  camera: PanoCamera,
  width: number,
): Promise<Sharp> {
  const exposure = autoExposure(await renderLinear(pool, map, camera, METER_WIDTH));
  const pixels = toneMap(await renderLinear(pool, map, camera, width), exposure);
  return sharp(pixels, { raw: { width, height: width / 2, channels: 3 } });
}
