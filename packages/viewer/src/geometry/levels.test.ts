import { describe, expect, it } from 'vitest';
import { levelsForFaceSize } from '@tourview/schema';
import { chooseLevel, requiredFaceSize } from './levels.js';

/** 512, 1024, 2048 px faces: the 8192×4096-equivalent pyramid. */
const LEVELS = levelsForFaceSize(2048, 512);

describe('level choice', () => {
  it('needs height·dpr / tan(fov/2) face pixels', () => {
    expect(requiredFaceSize(90, 600, 1)).toBeCloseTo(600, 6);
    expect(requiredFaceSize(60, 600, 2)).toBeCloseTo(1200 / Math.tan(Math.PI / 6), 6);
  });

  it('picks the coarsest level that is sharp enough', () => {
    expect(chooseLevel(LEVELS, 90, 500, 1)).toBe(0);
    expect(chooseLevel(LEVELS, 90, 800, 1)).toBe(1);
    expect(chooseLevel(LEVELS, 90, 800, 2)).toBe(2);
  });

  it('is devicePixelRatio aware and zoom aware', () => {
    expect(chooseLevel(LEVELS, 100, 400, 1)).toBe(0);
    // 1200 device px over tan(50°) needs 1007 px faces; at fov 60 it needs 2078.
    expect(chooseLevel(LEVELS, 100, 400, 3)).toBe(1);
    expect(chooseLevel(LEVELS, 60, 400, 3)).toBe(2);
    expect(chooseLevel(LEVELS, 30, 400, 1)).toBe(2);
  });

  it('falls back to the finest level when none is sharp enough', () => {
    expect(chooseLevel(LEVELS, 20, 2000, 3)).toBe(2);
  });
});
