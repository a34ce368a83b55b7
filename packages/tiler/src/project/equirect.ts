import { remapAddon } from './remap-addon.js';
import type { EquirectMips } from './sampling.js';
import type { Allocate } from './spare-buffers.js';

/** Deepest horizontal mip: 64:1 covers all but a few pixels around each pole. */
const MAX_MIP = 6;

/** A decoded panorama: RGB bytes in shared memory, so worker threads read it without copies. */
export interface Equirect {
  data: Uint8Array;
  width: number;
  height: number;
}

/** How many horizontal mip levels an equirect of this width can have (each must halve exactly). */
export function mipDepth(width: number): number {
  let k = 0;
  while (k < MAX_MIP && (width >> (k + 1)) << (k + 1) === width) k++;
  return k;
}

/**
 * Adds levels averaged 2:1 horizontally, so a level-k column c covers exactly columns
 * c·2^k … (c+1)·2^k − 1 of the full image. Only the `polarRows[k]` rows next to each pole are
 * built: elsewhere one output pixel never spans two columns, and skipping them saves most of
 * the work. Each level's buffer comes from `allocate`, in shared memory.
 */
export function buildHorizontalMips(
  base: Equirect,
  polarRows: ArrayLike<number>,
  allocate: Allocate = (bytes) => new Uint8Array(new SharedArrayBuffer(bytes)),
): EquirectMips {
  const { width, height } = base;
  const levels = [base.data];
  let rows = 0;
  const needed: number[] = [];
  for (let k = mipDepth(width); k >= 1; k--) {
    rows = Math.min(height, Math.max(rows, polarRows[k] ?? 0));
    needed[k] = rows;
  }
  let previous = base.data;
  for (let k = 1; k <= mipDepth(width); k++) {
    previous = halveRows(previous, width >> (k - 1), height, needed[k] ?? 0, allocate);
    levels.push(previous);
  }
  return { levels, width, height };
}

function halveRows(
  src: Uint8Array,
  width: number,
  height: number,
  polarRows: number,
  allocate: Allocate,
): Uint8Array {
  const out = allocate((width >> 1) * height * 3);
  const top = Math.min(polarRows, height);
  const bottom = Math.max(top, height - polarRows);
  remapAddon().halveRows(src, width, 0, top, out);
  remapAddon().halveRows(src, width, bottom, height, out);
  return out;
}

/**
 * The equirect averaged over `factor` × `factor` blocks, for a render far smaller than it; the
 * factor must divide its height (so its width too, twice as large). Its buffer comes from
 * `allocate` (shared memory, for one rendered on the worker threads).
 */
export function shrinkEquirect(
  equirect: Equirect,
  factor: number,
  allocate: Allocate = (bytes) => new Uint8Array(bytes),
): Equirect {
  const width = equirect.width / factor;
  const height = equirect.height / factor;
  const data = allocate(width * height * 3);
  remapAddon().shrink(equirect.data, equirect.width, equirect.height, factor, data);
  return { data, width, height };
}
