/* eslint-disable @typescript-eslint/no-non-null-assertion -- hot pixel loops: every index is in
   range by construction, and `?? 0` would add a branch to each of millions of reads. */
/**
 * Reprojection: lookup tables of where each output pixel looks on the equirect, and the kernel
 * that samples through them. `buildSampleLut` uses no imports and no closures, because the
 * worker pool ships its source text to worker threads (see worker-pool.ts): keep every helper
 * inside it. The kernel itself is compiled and loaded by the threads on their own.
 *
 * Coordinates are fixed point (1/256 px) so the hot loop is integer math only.
 */
import { remapAddon } from './remap-addon.js';

/** An equirectangular image and its horizontal mip chain, 3 bytes (RGB) per pixel. */
export interface EquirectMips {
  /** Level k is the full image averaged 2^k : 1 horizontally; every level has the same height. */
  levels: Uint8Array[];
  width: number;
  height: number;
}

/** Where each output pixel samples the equirect: fixed-point full-resolution coordinates + mip. */
export interface SampleLut {
  width: number;
  height: number;
  /**
   * Continuous x in 1/256 px of the full-resolution equirect (pixel centres at i + 0.5), per
   * pixel, or per column when `perColumn`.
   */
  x: Int32Array;
  /** Continuous y in 1/256 px, per pixel. */
  y: Int32Array;
  /** Horizontal mip level to sample, per pixel, or per column when `perColumn`. */
  mip: Uint8Array;
  /**
   * The projection's longitude is the same all down each column (its `down` has no sideways
   * part, as on a side face), so `x` and `mip` hold one entry per column: the kernel then
   * streams 4 bytes of table per pixel instead of 9, and the table's reading is what bounds it.
   */
  perColumn: boolean;
  /** Per mip level: how many rows next to each pole its pixels read (the rest stay unbuilt). */
  polarRows: Int32Array;
}

/**
 * A planar projection: output pixel (i, j) looks along `n + sx·right + sy·down`, with sx and sy
 * running from -1 to 1 across the image. A cube face has unit `right`/`down`; a perspective
 * view scales them by the tangent of the half field of view.
 */
export interface PlanarProjection {
  n: readonly number[];
  right: readonly number[];
  down: readonly number[];
  width: number;
  height: number;
}

/**
 * Builds the lookup table for a projection onto an equirect of `eqWidth`×`eqHeight`. The mip
 * is chosen from the horizontal footprint of one output pixel (how many equirect columns one
 * step right or down crosses), so areas near the poles, where the equirect is stretched
 * sideways, are averaged instead of aliased.
 */
export function buildSampleLut(
  p: PlanarProjection,
  eqWidth: number,
  eqHeight: number,
  maxMip: number,
): SampleLut {
  // A polynomial arctangent (Abramowitz & Stegun 4.4.49, error < 1e-7 rad, far below a
  // 1/256 px step) is several times faster than Math.atan2, which dominated this table.
  function atan2(y: number, x: number): number {
    const ax = Math.abs(x);
    const ay = Math.abs(y);
    if (ax === 0 && ay === 0) return 0;
    const t = ay > ax ? ax / ay : ay / ax;
    const s = t * t;
    let r = 0.0028662257;
    r = r * s - 0.0161657367;
    r = r * s + 0.0429096138;
    r = r * s - 0.07528964;
    r = r * s + 0.1065626393;
    r = r * s - 0.1420889944;
    r = r * s + 0.1999355085;
    r = r * s - 0.3333314528;
    r = t * (1 + r * s);
    if (ay > ax) r = Math.PI / 2 - r;
    if (x < 0) r = Math.PI - r;
    return y < 0 ? -r : r;
  }
  const { width, height, n, right, down } = p;
  const count = width * height;
  const perColumn = down[0] === 0 && down[2] === 0;
  const columnCount = perColumn ? width : count;
  // Shared memory, so one table serves every worker without copies.
  const lut = {
    width,
    height,
    x: new Int32Array(new SharedArrayBuffer(columnCount * 4)),
    y: new Int32Array(new SharedArrayBuffer(count * 4)),
    mip: new Uint8Array(new SharedArrayBuffer(columnCount)),
    perColumn,
    polarRows: new Int32Array(maxMip + 1),
  };
  const columnsPerRadian = eqWidth / (2 * Math.PI);
  const stride = width + 1;
  // Longitudes of one extra row and column, for the footprint of the last pixels; two rows at
  // a time, so the table's building needs no more memory than the table.
  let here = new Float64Array(stride);
  let below = new Float64Array(stride);
  const longitudes = (j: number, row: Float64Array) => {
    const sy = ((j + 0.5) * 2) / height - 1;
    for (let i = 0; i <= width; i++) {
      const sx = ((i + 0.5) * 2) / width - 1;
      const dx = n[0]! + sx * right[0]! + sy * down[0]!;
      const dy = n[1]! + sx * right[1]! + sy * down[1]!;
      const dz = n[2]! + sx * right[2]! + sy * down[2]!;
      const a = atan2(dx, -dz);
      row[i] = a;
      if (i === width || j === height) continue;
      const o = j * width + i;
      // Both coordinates are positive, so `+ 0.5 | 0` rounds; Math.round is far slower here.
      if (!perColumn || j === 0)
        lut.x[perColumn ? i : o] = ((a / (2 * Math.PI) + 0.5) * eqWidth * 256 + 0.5) | 0;
      lut.y[o] = ((0.5 - atan2(dy, Math.sqrt(dx * dx + dz * dz)) / Math.PI) * eqHeight * 256 + 0.5) | 0;
    }
  };
  longitudes(0, here);
  for (let j = 0; j < height; j++) {
    longitudes(j + 1, below);
    for (let i = 0; i < width; i++) {
      const lon = here[i]!;
      let stepRight = Math.abs(here[i + 1]! - lon);
      if (stepRight > Math.PI) stepRight = 2 * Math.PI - stepRight;
      let stepDown = Math.abs(below[i]! - lon);
      if (stepDown > Math.PI) stepDown = 2 * Math.PI - stepDown;
      const footprint = Math.max(stepRight, stepDown) * columnsPerRadian;
      let k = 0;
      while (k < maxMip && footprint >= 2 << k) k++;
      const o = j * width + i;
      lut.mip[perColumn ? i : o] = k;
      // Rows this pixel reads, counted from the nearer pole: only those need level k.
      const y0 = (lut.y[o]! - 128) >> 8;
      const rows = y0 < eqHeight / 2 ? y0 + 2 : eqHeight - y0;
      if (rows > lut.polarRows[k]!) lut.polarRows[k] = rows;
    }
    const done = here;
    here = below;
    below = done;
  }
  return lut;
}

/**
 * How an image reads a lookup table. A plain reading samples each table entry once, in order;
 * a cube face reads a table of its top-left quarter (rounded up) and serves the other three
 * quarters from it mirrored, which the face's symmetry allows: a table entry's coordinates
 * become `x · xSign + xOffset` and `y · ySign + yOffset` (1/256 px) in each quarter. So the
 * four side faces share one front-face quarter, turned by their `xOffset`, and the up and down
 * faces one up-face quarter, the down face reading it upside down with pitch negated.
 */
export interface TableReading {
  /** The image's size, in pixels. */
  width: number;
  height: number;
  /** The table holds the image's top-left quarter only. */
  quadrant: boolean;
  /** Image row j reads the table as its row height − 1 − j would. */
  mirrorRows: boolean;
  /**
   * Per quarter (top-left, top-right, bottom-left, bottom-right): xSign, xOffset, ySign,
   * yOffset. Each xOffset keeps x within 0 … twice the equirect's width, so one wrap suffices.
   */
  affine: readonly number[];
}

/** The reading of a whole table, entry by entry, as built. */
export function plainReading(lut: SampleLut): TableReading {
  const identity = [1, 0, 1, 0];
  return {
    width: lut.width,
    height: lut.height,
    quadrant: false,
    mirrorRows: false,
    affine: [...identity, ...identity, ...identity, ...identity],
  };
}

/**
 * Samples the equirect through a lookup table into `out` (RGB, `reading.width` ×
 * `reading.height`), bilinearly, wrapping horizontally and clamping vertically; in 1/256 px
 * fixed point, each output channel is `(top · 256 + (bottom − top) · fy + 32768) >> 16` with
 * `top = a · 256 + (b − a) · fx` of the taps a, b on row y0 and `bottom` alike on the row below.
 * Compiled (native/remap.cc), where the JavaScript it replaced cost several times as much.
 */
export function sampleThroughLut(
  lut: SampleLut,
  mips: EquirectMips,
  reading: TableReading,
  out: Uint8Array<ArrayBuffer>,
): void {
  remapAddon().sample(lut, mips, reading, out);
}
