import { describe, expect, it } from 'vitest';
import { wallBoxes, wallPieces } from './walls.js';
import type { Wall } from './types.js';

const wall = (openings: Wall['openings']): Wall => ({
  run: 'x',
  at: 2,
  from: 0,
  to: 4,
  thickness: 0.2,
  material: 'wall',
  openings,
});

describe('wallPieces', () => {
  it('leaves a door as a gap with a lintel above it', () => {
    const pieces = wallPieces(wall([{ kind: 'door', center: 1, width: 0.9, bottom: 0, top: 2.1 }]), 2.7);
    expect(pieces).toEqual([
      { a0: 0, a1: 0.55, y0: 0, y1: 2.7 },
      { a0: 0.55, a1: 1.45, y0: 2.1, y1: 2.7 },
      { a0: 1.45, a1: 4, y0: 0, y1: 2.7 },
    ]);
  });

  it('keeps a sill under a window', () => {
    const pieces = wallPieces(wall([{ kind: 'window', center: 3, width: 1, bottom: 0.9, top: 2.2 }]), 2.7);
    expect(pieces).toContainEqual({ a0: 2.5, a1: 3.5, y0: 0, y1: 0.9 });
    expect(pieces).toContainEqual({ a0: 2.5, a1: 3.5, y0: 2.2, y1: 2.7 });
  });

  it('rejects openings that overlap or leave the wall', () => {
    const door = { kind: 'door', bottom: 0, top: 2.1, width: 1 } as const;
    expect(() =>
      wallPieces(
        wall([
          { ...door, center: 1 },
          { ...door, center: 1.5 },
        ]),
        2.7,
      ),
    ).toThrow(/does not fit/);
    expect(() => wallPieces(wall([{ ...door, center: 3.8 }]), 2.7)).toThrow(/does not fit/);
  });

  it('gives boxes the wall thickness across the run axis', () => {
    const [first] = wallBoxes(wall([]), 2.7);
    expect(first).toEqual({ min: [0, 0, 1.9], max: [4, 2.7, 2.1], material: 'wall' });
  });
});
