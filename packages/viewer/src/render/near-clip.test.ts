import { describe, expect, it } from 'vitest';
import { clipToNear, NEAR_W, type Vertex } from './near-clip.js';

/** A clip matrix whose w is -z: looking along -z from the origin. */
const LOOK_DOWN_MINUS_Z = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0]);

describe('cutting quads at the near plane', () => {
  it('keeps a quad wholly in front as it is', () => {
    const quad: Vertex[] = [
      [-1, 1, -1, 0, 0],
      [1, 1, -1, 1, 0],
      [1, -1, -1, 1, 1],
      [-1, -1, -1, 0, 1],
    ];
    expect(clipToNear(quad, LOOK_DOWN_MINUS_Z)).toEqual(quad);
  });

  it('drops a polygon wholly behind', () => {
    const behind: Vertex[] = [
      [-1, 1, 1, 0, 0],
      [1, 1, 1, 1, 0],
      [1, -1, 1, 1, 1],
    ];
    expect(clipToNear(behind, LOOK_DOWN_MINUS_Z)).toEqual([]);
  });

  it('cuts a side face half whose far edge lies in the plane through the eye, texture included', () => {
    // The left face from the front edge (z = -1, u = 1) to its middle (z = 0, u = 0.5).
    const half: Vertex[] = [
      [-1, 1, 0, 0.5, 0],
      [-1, 1, -1, 1, 0],
      [-1, -1, -1, 1, 1],
      [-1, -1, 0, 0.5, 1],
    ];
    const cut = clipToNear(half, LOOK_DOWN_MINUS_Z);
    expect(cut).toHaveLength(4);
    for (const [, , z, u] of cut) {
      expect(-z).toBeGreaterThanOrEqual(NEAR_W - 1e-12);
      // u follows z along the face: u = 0.5 - z / 2.
      expect(u).toBeCloseTo(0.5 - z / 2, 12);
    }
    expect(Math.max(...cut.map(([, , z]) => z))).toBeCloseTo(-NEAR_W, 12);
  });
});
