import { describe, expect, it } from 'vitest';
import { clipToNear, clipToView, NEAR_W, SCREEN_MARGIN, type Vertex } from './view-clip.js';

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

describe('cutting quads to the view', () => {
  /** w = -z, x and y as they are: a 90° field of view each way. */
  const clipOf = ([x, y, z]: Vertex) => ({ x, y, w: -z });

  it('keeps what lies within the screen and its margin', () => {
    const small: Vertex[] = [
      [-0.5, 0.5, -1, 0, 0],
      [0.5, 0.5, -1, 1, 0],
      [0.5, -0.5, -1, 1, 1],
      [-0.5, -0.5, -1, 0, 1],
    ];
    expect(clipToView(small, LOOK_DOWN_MINUS_Z)).toEqual(small);
  });

  it('cuts a face reaching far past the screen to just past its edges, texture coordinates following', () => {
    // The right face from its front edge (u = 0) to its back edge (u = 1), at x = 1.
    const right: Vertex[] = [
      [1, 1, -1, 0, 0],
      [1, 1, 1, 1, 0],
      [1, -1, 1, 1, 1],
      [1, -1, -1, 0, 1],
    ];
    const cut = clipToView(right, LOOK_DOWN_MINUS_Z);
    expect(cut.length).toBeGreaterThanOrEqual(3);
    for (const vertex of cut) {
      const { x, y, w } = clipOf(vertex);
      expect(w).toBeGreaterThan(0);
      expect(Math.abs(x / w)).toBeLessThanOrEqual(SCREEN_MARGIN + 1e-9);
      expect(Math.abs(y / w)).toBeLessThanOrEqual(SCREEN_MARGIN + 1e-9);
      // u follows z along the face: u = (z + 1) / 2.
      expect(vertex[3]).toBeCloseTo((vertex[2] + 1) / 2, 12);
    }
  });

  it('drops a polygon wholly off to one side', () => {
    const aside: Vertex[] = [
      [5, 1, -1, 0, 0],
      [6, 1, -1, 1, 0],
      [6, -1, -1, 1, 1],
    ];
    expect(clipToView(aside, LOOK_DOWN_MINUS_Z)).toEqual([]);
  });
});
