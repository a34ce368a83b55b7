import { describe, expect, it } from 'vitest';
import { Holes } from './coverage.js';

describe('holes in the sharpest level', () => {
  const holes = new Holes([{ face: 'f', u0: 0.5, v0: 0, u1: 0.75, v1: 0.25 }]);

  it('lets a coarser tile show through where it overlaps a hole on the same face', () => {
    expect(holes.showThrough({ face: 'f', u0: 0.5, v0: 0, u1: 1, v1: 0.5 })).toBe(true);
    expect(holes.showThrough({ face: 'f', u0: 0, v0: 0, u1: 1, v1: 1 })).toBe(true);
  });

  it('hides tiles that only touch a hole, lie elsewhere or on another face', () => {
    expect(holes.showThrough({ face: 'f', u0: 0, v0: 0, u1: 0.5, v1: 0.5 })).toBe(false);
    expect(holes.showThrough({ face: 'f', u0: 0.5, v0: 0.5, u1: 1, v1: 1 })).toBe(false);
    expect(holes.showThrough({ face: 'r', u0: 0, v0: 0, u1: 1, v1: 1 })).toBe(false);
  });
});
