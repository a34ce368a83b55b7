/* eslint-disable @typescript-eslint/no-non-null-assertion -- pixel loops over indices that are
   in range by construction. */
import type { Equirect } from './equirect.js';

/** Where a partial panorama lies on its equirect, in equirect pixels; `left` wraps around. */
export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Fills the part of an equirect a partial panorama does not cover so that it draws no eye:
 * a gap between the image's left and right edges fades from one edge to the other; above and
 * below, the image's edge row, blurred sideways, fades into that row's average colour at the
 * pole. Never black, which would look like a hole.
 */
export function fillUncovered(equirect: Equirect, placed: Placement): void {
  const { width, height } = equirect;
  if (placed.width < width) bridgeSides(equirect, placed);
  if (placed.top > 0) fadeToPole(equirect, placed.top, placed.top - 1, -1);
  const bottom = placed.top + placed.height;
  if (bottom < height) fadeToPole(equirect, bottom - 1, bottom, 1);
}

/** Each covered row's gap: a straight blend from the image's last column to its first. */
function bridgeSides({ data, width }: Equirect, placed: Placement): void {
  const gap = width - placed.width;
  const right = (placed.left + placed.width - 1) % width;
  for (let row = placed.top; row < placed.top + placed.height; row++) {
    const base = row * width * 3;
    const from = base + right * 3;
    const to = base + placed.left * 3;
    for (let k = 1; k <= gap; k++) {
      const t = k / (gap + 1);
      const o = base + ((right + k) % width) * 3;
      for (let c = 0; c < 3; c++) data[o + c] = Math.round(data[from + c]! * (1 - t) + data[to + c]! * t);
    }
  }
}

/**
 * Rows from `first` (exclusive: `edge` is the image's last row on that side) to the pole in
 * direction `step`: the blurred edge row fading into its average.
 */
function fadeToPole({ data, width, height }: Equirect, edge: number, first: number, step: 1 | -1): void {
  const blurred = blurRow(data.subarray(edge * width * 3, (edge + 1) * width * 3), width);
  const average = [0, 0, 0];
  for (let i = 0; i < width * 3; i++) average[i % 3]! += blurred[i]! / width;
  const rows = step > 0 ? height - first : first + 1;
  for (let n = 0; n < rows; n++) {
    const t = Math.min(1, (n + 1) / rows);
    const o = (first + n * step) * width * 3;
    for (let i = 0; i < width * 3; i++) data[o + i] = Math.round(blurred[i]! * (1 - t) + average[i % 3]! * t);
  }
}

/** A box blur across an eighth of the row, wrapping around. */
function blurRow(row: Uint8Array, width: number): Float64Array {
  const radius = Math.max(1, Math.floor(width / 16));
  // Prefix sums over the row three times over, so every window lies inside them.
  const sums = new Float64Array((width * 3 + 1) * 3);
  for (let i = 0; i < width * 3; i++) {
    for (let c = 0; c < 3; c++) sums[(i + 1) * 3 + c] = sums[i * 3 + c]! + row[(i % width) * 3 + c]!;
  }
  const out = new Float64Array(width * 3);
  const span = 2 * radius + 1;
  for (let x = 0; x < width; x++) {
    const start = (x + width - radius) * 3;
    const end = (x + width + radius + 1) * 3;
    for (let c = 0; c < 3; c++) out[x * 3 + c] = (sums[end + c]! - sums[start + c]!) / span;
  }
  return out;
}
