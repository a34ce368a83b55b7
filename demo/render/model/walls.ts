import type { Box, Opening, Vec3, Wall } from './types.js';

/** A wall piece in wall coordinates: along the run axis and up. */
interface Piece {
  a0: number;
  a1: number;
  y0: number;
  y1: number;
}

/** Cuts the wall's openings out of it: full-height piers between openings, sills and lintels. */
export function wallPieces(wall: Wall, ceiling: number): Piece[] {
  const sorted = [...wall.openings].sort((p, q) => p.center - q.center);
  const pieces: Piece[] = [];
  let cursor = wall.from;
  for (const opening of sorted) {
    const a0 = opening.center - opening.width / 2;
    const a1 = opening.center + opening.width / 2;
    if (a0 < cursor || a1 > wall.to) throw new Error(`Opening at ${opening.center} does not fit its wall.`);
    if (a0 > cursor) pieces.push({ a0: cursor, a1: a0, y0: 0, y1: ceiling });
    if (opening.bottom > 0) pieces.push({ a0, a1, y0: 0, y1: opening.bottom });
    if (opening.top < ceiling) pieces.push({ a0, a1, y0: opening.top, y1: ceiling });
    cursor = a1;
  }
  if (cursor < wall.to) pieces.push({ a0: cursor, a1: wall.to, y0: 0, y1: ceiling });
  return pieces;
}

/** The world point at a position along a wall's centre line. */
export function wallPoint(wall: Wall, along: number, y: number): Vec3 {
  return wall.run === 'x' ? [along, y, wall.at] : [wall.at, y, along];
}

/** The boxes of one wall. */
export function wallBoxes(wall: Wall, ceiling: number): Box[] {
  const half = wall.thickness / 2;
  return wallPieces(wall, ceiling).map(({ a0, a1, y0, y1 }) => {
    const min = wallPoint(wall, a0, y0);
    const max = wallPoint(wall, a1, y1);
    const axis = wall.run === 'x' ? 2 : 0;
    const lo: [number, number, number] = [...min];
    const hi: [number, number, number] = [...max];
    lo[axis] -= half;
    hi[axis] += half;
    return { min: lo, max: hi, material: wall.material };
  });
}

/** The centre of an opening in world space. */
export function openingCenter(wall: Wall, opening: Opening): Vec3 {
  return wallPoint(wall, opening.center, (opening.bottom + opening.top) / 2);
}
