/* eslint-disable @typescript-eslint/no-non-null-assertion -- pixel loops over indices that are
   in range by construction. */
import type { BlurRegion } from '@tourview/schema';
import type { Equirect } from './equirect.js';

/**
 * Blur of a region, in its own size: the margin around it (so an edge of a face drawn a little
 * short is still covered), and the pixel blocks it is averaged into (a sixth of its shorter
 * side: a face becomes six blocks across, which no sharpening brings back). Floors in degrees
 * keep a tiny region from getting a blur finer than a few pixels of a small panorama.
 */
export const BLUR_STRENGTH = {
  marginShare: 0.15,
  minMarginDeg: 1,
  blockShare: 1 / 6,
  minBlockDeg: 1,
} as const;

/** A region's pixel window on the equirect: columns wrap round, rows are clamped. */
interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Blurs each region of an equirect in place, for good: the region and its margin are averaged
 * over blocks (pixelated) and then box-blurred twice over the block size, which smooths the
 * blocks into a blur that keeps only the region's rough colours. Pixels outside the margin are
 * not touched.
 */
export function blurRegions(equirect: Equirect, regions: readonly BlurRegion[]): void {
  for (const region of regions) blurRegion(equirect, region);
}

function blurRegion(equirect: Equirect, region: BlurRegion): void {
  const perDeg = equirect.width / 360;
  const marginDeg = Math.max(
    BLUR_STRENGTH.minMarginDeg,
    BLUR_STRENGTH.marginShare * Math.min(region.width, region.height),
  );
  const halfW = region.width / 2 + marginDeg;
  const halfH = region.height / 2 + marginDeg;
  const window = windowOf(equirect, region, halfW, halfH);
  if (window.width <= 0 || window.height <= 0) return;
  const blockDeg = Math.max(
    BLUR_STRENGTH.minBlockDeg,
    BLUR_STRENGTH.blockShare * Math.min(region.width, region.height),
  );
  const block = Math.max(2, Math.round(blockDeg * perDeg));
  const pixels = readWindow(equirect, window);
  pixelate(pixels, window.width, window.height, block);
  for (let pass = 0; pass < 2; pass++) boxBlur(pixels, window.width, window.height, block);
  const inside =
    region.shape === 'ellipse' ? ellipseTest(equirect, window, region, halfW, halfH) : () => true;
  writeWindow(equirect, window, pixels, inside);
}

function windowOf(equirect: Equirect, region: BlurRegion, halfW: number, halfH: number): Window {
  const perDeg = equirect.width / 360;
  const left = Math.floor((region.yaw + 180 - halfW) * perDeg);
  const right = Math.ceil((region.yaw + 180 + halfW) * perDeg);
  const top = Math.max(0, Math.floor((90 - region.pitch - halfH) * perDeg));
  const bottom = Math.min(equirect.height, Math.ceil((90 - region.pitch + halfH) * perDeg));
  const wrapped = ((left % equirect.width) + equirect.width) % equirect.width;
  return { left: wrapped, top, width: Math.min(equirect.width, right - left), height: bottom - top };
}

function readWindow({ data, width }: Equirect, window: Window): Float32Array {
  const out = new Float32Array(window.width * window.height * 3);
  for (let y = 0; y < window.height; y++) {
    const row = (window.top + y) * width;
    for (let x = 0; x < window.width; x++) {
      const from = (row + ((window.left + x) % width)) * 3;
      const to = (y * window.width + x) * 3;
      out[to] = data[from]!;
      out[to + 1] = data[from + 1]!;
      out[to + 2] = data[from + 2]!;
    }
  }
  return out;
}

function writeWindow(
  { data, width }: Equirect,
  window: Window,
  pixels: Float32Array,
  inside: (x: number, y: number) => boolean,
): void {
  for (let y = 0; y < window.height; y++) {
    const row = (window.top + y) * width;
    for (let x = 0; x < window.width; x++) {
      if (!inside(x, y)) continue;
      const to = (row + ((window.left + x) % width)) * 3;
      const from = (y * window.width + x) * 3;
      for (let c = 0; c < 3; c++) data[to + c] = Math.round(pixels[from + c]!);
    }
  }
}

/** Whether a window pixel lies inside the region's ellipse grown by its margin. */
function ellipseTest(
  equirect: Equirect,
  window: Window,
  region: BlurRegion,
  halfW: number,
  halfH: number,
): (x: number, y: number) => boolean {
  const perDeg = equirect.width / 360;
  const unwrappedLeft = Math.floor((region.yaw + 180 - halfW) * perDeg);
  const centreX = (region.yaw + 180) * perDeg - unwrappedLeft;
  const centreY = (90 - region.pitch) * perDeg - window.top;
  const rx = halfW * perDeg;
  const ry = halfH * perDeg;
  return (x, y) => ((x + 0.5 - centreX) / rx) ** 2 + ((y + 0.5 - centreY) / ry) ** 2 <= 1;
}

/** Replaces each block of `size` × `size` pixels by its average. */
function pixelate(pixels: Float32Array, width: number, height: number, size: number): void {
  for (let by = 0; by < height; by += size) {
    for (let bx = 0; bx < width; bx += size) {
      const sum = [0, 0, 0];
      const y1 = Math.min(height, by + size);
      const x1 = Math.min(width, bx + size);
      for (let y = by; y < y1; y++)
        for (let x = bx; x < x1; x++) for (let c = 0; c < 3; c++) sum[c]! += pixels[(y * width + x) * 3 + c]!;
      const count = (y1 - by) * (x1 - bx);
      for (let y = by; y < y1; y++)
        for (let x = bx; x < x1; x++)
          for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = sum[c]! / count;
    }
  }
}

/** A box blur of `radius` across rows, then down columns, the edges clamped. */
function boxBlur(pixels: Float32Array, width: number, height: number, radius: number): void {
  for (let y = 0; y < height; y++) blurLine(pixels, y * width * 3, 3, width, radius);
  for (let x = 0; x < width; x++) blurLine(pixels, x * 3, width * 3, height, radius);
}

function blurLine(pixels: Float32Array, start: number, stride: number, length: number, radius: number): void {
  const line = new Float32Array(length * 3);
  for (let i = 0; i < length; i++)
    for (let c = 0; c < 3; c++) line[i * 3 + c] = pixels[start + i * stride + c]!;
  const sums = new Float64Array((length + 1) * 3);
  for (let i = 0; i < length; i++)
    for (let c = 0; c < 3; c++) sums[(i + 1) * 3 + c] = sums[i * 3 + c]! + line[i * 3 + c]!;
  for (let i = 0; i < length; i++) {
    const a = Math.max(0, i - radius);
    const b = Math.min(length, i + radius + 1);
    for (let c = 0; c < 3; c++)
      pixels[start + i * stride + c] = (sums[b * 3 + c]! - sums[a * 3 + c]!) / (b - a);
  }
}
