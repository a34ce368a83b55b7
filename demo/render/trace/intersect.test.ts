import { describe, expect, it } from 'vitest';
import { buildBvh } from './bvh.js';
import { hit, intersect } from './intersect.js';

/** Boxes in a row along -z, each 1 m deep, 1 m apart, plus one around the origin. */
const boxes = Float64Array.from([
  ...[-1, -1, -3, 1, 1, -2],
  ...[-1, -1, -6, 1, 1, -5],
  ...[-1, -1, -9, 1, 1, -8],
  ...[-0.5, -0.5, -0.5, 0.5, 0.5, 0.5],
]);
const bvh = buildBvh(boxes);

describe('intersect', () => {
  it('finds the nearest box and the face it enters through', () => {
    expect(intersect(bvh, 0, 0, 0, 0, 0, -1, 100)).toBe(true);
    expect(hit).toMatchObject({ box: 0, t: 2, face: 5 });
  });

  it('ignores the box the ray starts in and stops at tmax', () => {
    expect(intersect(bvh, 0, 0, -4, 0, 0, -1, 100)).toBe(true);
    expect(hit).toMatchObject({ box: 1, t: 1, face: 5 });
    expect(intersect(bvh, 0, 0, -4, 0, 0, -1, 0.5)).toBe(false);
  });

  it('misses when the ray points away', () => {
    expect(intersect(bvh, 0, 0, -4, 1, 0, 0, 100)).toBe(false);
  });

  it('reports side faces', () => {
    expect(intersect(bvh, -5, 0, -2.5, 1, 0, 0, 100)).toBe(true);
    expect(hit).toMatchObject({ box: 0, t: 4, face: 0 });
  });
});
