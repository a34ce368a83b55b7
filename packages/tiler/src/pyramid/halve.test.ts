import { describe, expect, it } from 'vitest';
import { halveLevel } from './halve.js';

describe('halveLevel', () => {
  it('averages 2 × 2 blocks when the size halves exactly', async () => {
    // 4×4 grey values; each quarter averages to 10, 20, 30 and 39.75, rounded to the nearest.
    const grey = [8, 12, 18, 22, 10, 10, 20, 20, 30, 30, 40, 40, 29, 31, 39, 40];
    const data = new Uint8Array(grey.flatMap((v) => [v, v, 255 - v]));
    const half = await halveLevel({ data, width: 4, height: 4 }, 2);
    expect([half.width, half.height]).toEqual([2, 2]);
    expect([...half.data].filter((_, i) => i % 3 === 0)).toEqual([10, 20, 30, 40]);
    expect([...half.data].filter((_, i) => i % 3 === 2)).toEqual([245, 235, 225, 215]);
  });

  it('resamples an odd size to its half rounded up', async () => {
    const data = new Uint8Array(5 * 5 * 3).fill(90);
    const half = await halveLevel({ data, width: 5, height: 5 }, 3);
    expect([half.width, half.height, half.data.length]).toEqual([3, 3, 27]);
    expect(new Set(half.data)).toEqual(new Set([90]));
  });
});
