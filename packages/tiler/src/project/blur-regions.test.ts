import type { BlurRegion } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { blurRegions } from './blur-regions.js';
import type { Equirect } from './equirect.js';

/** An equirect of 2 px a degree full of fine detail: each pixel's value from a seeded generator. */
function noisy(seed: number, width = 720): Equirect {
  const data = new Uint8Array(width * (width / 2) * 3);
  let state = seed;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = state >>> 24;
  }
  return { data, width, height: width / 2 };
}

/** Pixel columns and rows of a direction's square of `half` degrees either side. */
function box(yaw: number, pitch: number, half: number) {
  return {
    x0: (yaw + 180 - half) * 2,
    x1: (yaw + 180 + half) * 2,
    y0: (90 - pitch - half) * 2,
    y1: (90 - pitch + half) * 2,
  };
}

/** Mean absolute difference between horizontal neighbours: the fine detail a face is made of. */
function detail({ data, width }: Equirect, { x0, x1, y0, y1 }: ReturnType<typeof box>): number {
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1 - 1; x++)
      for (let c = 0; c < 3; c++) {
        sum += Math.abs((data[(y * width + x + 1) * 3 + c] ?? 0) - (data[(y * width + x) * 3 + c] ?? 0));
        count++;
      }
  return sum / count;
}

function changedOutside(
  before: Equirect,
  after: Equirect,
  inside: (x: number, y: number) => boolean,
): number {
  let changed = 0;
  for (let y = 0; y < before.height; y++)
    for (let x = 0; x < before.width; x++) {
      if (inside(x, y)) continue;
      const o = (y * before.width + x) * 3;
      if (before.data[o] !== after.data[o] || before.data[o + 1] !== after.data[o + 1]) changed++;
    }
  return changed;
}

const face: BlurRegion = { shape: 'rect', yaw: 30, pitch: 10, width: 20, height: 16 };

describe('blurRegions', () => {
  it('leaves almost none of the fine detail inside a region, and no pixel outside its margin changed', () => {
    const before = noisy(1);
    const after = noisy(1);
    blurRegions(after, [face]);
    const inner = box(30, 10, 7);
    expect(detail(before, inner)).toBeGreaterThan(60);
    expect(detail(after, inner)).toBeLessThan(2);
    // The margin is 15 % of the shorter side (2.4°): 12.4° either side in yaw, 10.4° in pitch.
    const outside = (x: number, y: number) =>
      x >= 2 * (210 - 12.5) - 1 && x <= 2 * (210 + 12.5) && y >= 2 * (80 - 10.5) - 1 && y <= 2 * (80 + 10.5);
    expect(changedOutside(before, after, outside)).toBe(0);
  });

  it('blurs the margin too, so a region drawn a little short still covers the face', () => {
    const after = noisy(1);
    blurRegions(after, [face]);
    // 1° outside the drawn edge, inside the 2.4° margin.
    expect(
      detail(after, { x0: 2 * (210 + 10.5), x1: 2 * (210 + 11.5), y0: 2 * 75, y1: 2 * 85 }),
    ).toBeLessThan(6);
  });

  it('cannot be undone: two different images blur to nearly the same pixels', () => {
    const one = noisy(1);
    const two = noisy(2);
    blurRegions(one, [face]);
    blurRegions(two, [face]);
    const { x0, x1, y0, y1 } = box(30, 10, 7);
    let largest = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const o = (y * one.width + x) * 3;
        largest = Math.max(largest, Math.abs((one.data[o] ?? 0) - (two.data[o] ?? 0)));
      }
    expect(largest).toBeLessThan(24);
  });

  it('keeps the corners of an ellipse’s box as they were', () => {
    const before = noisy(3);
    const after = noisy(3);
    blurRegions(after, [{ ...face, shape: 'ellipse' }]);
    expect(detail(after, box(30, 10, 5))).toBeLessThan(2);
    const corner = { x0: 2 * (210 + 11), x1: 2 * (210 + 12), y0: 2 * (80 - 10), y1: 2 * (80 - 9) };
    expect(detail(after, corner)).toBe(detail(before, corner));
  });

  it('wraps round behind the camera', () => {
    const before = noisy(4);
    const after = noisy(4);
    blurRegions(after, [{ shape: 'rect', yaw: 178, pitch: 0, width: 12, height: 12 }]);
    // Both sides of the seam: yaw 175 (column 710) and yaw -178 (column 4).
    expect(detail(after, { x0: 706, x1: 714, y0: 170, y1: 190 })).toBeLessThan(3);
    expect(detail(after, { x0: 0, x1: 8, y0: 170, y1: 190 })).toBeLessThan(3);
    expect(detail(after, { x0: 300, x1: 400, y0: 170, y1: 190 })).toBe(
      detail(before, { x0: 300, x1: 400, y0: 170, y1: 190 }),
    );
  });
});
