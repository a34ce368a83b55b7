import { describe, expect, it } from 'vitest';
import { thumbnailSource } from './thumbnail.js';

function equirect(width: number) {
  return { data: new Uint8Array((width * width * 3) / 2), width, height: width / 2 };
}

describe('thumbnailSource', () => {
  it('shrinks by the largest whole factor that divides the panorama and keeps 2048 px', () => {
    expect(thumbnailSource(equirect(8192)).width).toBe(2048);
    expect(thumbnailSource(equirect(6000)).width).toBe(3000);
    expect(thumbnailSource(equirect(12000)).width).toBe(2400);
    // 2 · 4099: only 1 divides its height.
    expect(thumbnailSource(equirect(8198)).width).toBe(8198);
  });

  it('leaves a panorama no wider than that as it is', () => {
    const small = equirect(2000);
    expect(thumbnailSource(small)).toBe(small);
  });
});
