/**
 * Reprojection: lookup tables of where each output pixel looks on the equirect, and the kernel
 * that samples through them, both compiled (native/remap.cc). Coordinates are fixed point
 * (1/256 px) so the kernel's loop is integer math only.
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
 * An empty lookup table for a projection: its arrays in shared memory, so one table serves
 * every worker thread without copies. Uses no imports and no closures, because the worker pool
 * ships its source text to its threads (see worker-pool.ts).
 */
export function newSampleLut(p: PlanarProjection, maxMip: number): SampleLut {
  const { width, height, down } = p;
  const count = width * height;
  const perColumn = down[0] === 0 && down[2] === 0;
  const columnCount = perColumn ? width : count;
  return {
    width,
    height,
    x: new Int32Array(new SharedArrayBuffer(columnCount * 4)),
    y: new Int32Array(new SharedArrayBuffer(count * 4)),
    mip: new Uint8Array(new SharedArrayBuffer(columnCount)),
    perColumn,
    polarRows: new Int32Array(maxMip + 1),
  };
}

/**
 * Builds the lookup table for a projection onto an equirect of `eqWidth`×`eqHeight`. The mip
 * is chosen from the horizontal footprint of one output pixel (how many equirect columns one
 * step right or down crosses), so areas near the poles, where the equirect is stretched
 * sideways, are averaged instead of aliased. Compiled (native/remap.cc), like the kernel.
 */
export function buildSampleLut(
  p: PlanarProjection,
  eqWidth: number,
  eqHeight: number,
  maxMip: number,
): SampleLut {
  const lut = newSampleLut(p, maxMip);
  remapAddon().fillTable(p, eqWidth, eqHeight, maxMip, lut);
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
