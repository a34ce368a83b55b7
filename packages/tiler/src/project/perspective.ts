import { directionOf, type Vec3, type View } from '@tourview/schema';
import type { RgbImage } from '../pyramid/encode.js';
import { buildHorizontalMips, mipDepth, type Equirect } from './equirect.js';
import { plainReading, type PlanarProjection, type SampleLut } from './sampling.js';
import type { WorkerPool } from './worker-pool.js';

/**
 * The perspective projection a camera at `view` (degrees) sees on an image of this size.
 * `view.fov` is the vertical field of view, as in the schema and the viewer: the horizontal one
 * follows from the aspect ratio, so a render shows what a viewer of the same size shows.
 * Yaw 0 looks at the front face and positive yaw turns right, as faces.ts in the schema says.
 */
export function perspectiveProjection(view: View, width: number, height: number): PlanarProjection {
  const yaw = (view.yaw * Math.PI) / 180;
  const pitch = (view.pitch * Math.PI) / 180;
  const halfV = Math.tan((view.fov * Math.PI) / 360);
  const halfH = halfV * (width / height);
  const n = directionOf(yaw, pitch);
  const right: Vec3 = [Math.cos(yaw), 0, Math.sin(yaw)];
  const down: Vec3 = [
    n[1] * right[2] - n[2] * right[1],
    n[2] * right[0] - n[0] * right[2],
    n[0] * right[1] - n[1] * right[0],
  ];
  return { n, right: right.map((c) => c * halfH), down: down.map((c) => c * halfV), width, height };
}

/**
 * The view the viewer actually opens for a requested start view: its default limits (fov 30°
 * to 100°, and a pitch that keeps the view's edge from passing the pole) mirrored from
 * viewer/src/options.ts and view/camera.ts, which the tiler may not import.
 */
export function viewerStartView(view: View): View {
  const fov = Math.min(100, Math.max(30, view.fov));
  const maxPitch = 90 - fov / 2;
  return { yaw: view.yaw, pitch: Math.min(maxPitch, Math.max(-maxPitch, view.pitch)), fov };
}

/**
 * Renders a perspective view of an equirect on the pool's threads, one horizontal band per
 * thread: a band of rows is itself a planar projection, its centre moved down and its height
 * scaled, so the kernel needs nothing new.
 */
export async function renderPerspective(
  equirect: Equirect,
  view: View,
  size: { width: number; height: number },
  pool: WorkerPool,
): Promise<RgbImage> {
  const { width, height } = size;
  const tables = await bandTables(perspectiveProjection(view, width, height), equirect, pool);
  const polarRows = tables.reduce<number[]>(
    (most, t) => Array.from(t.polarRows, (r, k) => Math.max(r, most[k] ?? 0)),
    [],
  );
  const mips = buildHorizontalMips(equirect, polarRows);
  const parts = await Promise.all(
    tables.map((lut) =>
      pool.run({
        type: 'sample',
        args: [lut, mips, plainReading(lut), new Uint8Array(lut.width * lut.height * 3)],
      }),
    ),
  );
  return { data: stackBands(parts, width * height * 3), width, height };
}

/** The bands' pixels, top to bottom, in one buffer of `bytes`. */
function stackBands(parts: readonly Uint8Array[], bytes: number): Uint8Array {
  const data = new Uint8Array(bytes);
  let offset = 0;
  for (const part of parts) {
    data.set(part, offset);
    offset += part.length;
  }
  return data;
}

/** The sampling tables of the projection's bands, one per thread, built on the pool. */
function bandTables(whole: PlanarProjection, equirect: Equirect, pool: WorkerPool): Promise<SampleLut[]> {
  const { height } = whole;
  const rows = Math.ceil(height / pool.threads);
  const luts: Promise<SampleLut>[] = [];
  for (let top = 0; top < height; top += rows) {
    const band = bandOf(whole, top, Math.min(rows, height - top));
    luts.push(
      pool.run({ type: 'lut', args: [band, equirect.width, equirect.height, mipDepth(equirect.width)] }),
    );
  }
  return Promise.all(luts);
}

/** Rows `top` … `top + rows − 1` of a projection, as a projection of their own. */
function bandOf(p: PlanarProjection, top: number, rows: number): PlanarProjection {
  const shift = (2 * top + rows) / p.height - 1;
  const scale = rows / p.height;
  return {
    n: p.n.map((c, i) => c + shift * (p.down[i] ?? 0)),
    right: p.right,
    down: p.down.map((c) => c * scale),
    width: p.width,
    height: rows,
  };
}
