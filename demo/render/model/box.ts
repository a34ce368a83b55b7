import type { Box } from './types.js';

/** A box from its plan rectangle (x0..x1, z0..z1) and height range (y0..y1). */
export function box(
  material: string,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
): Box {
  return { min: [x0, y0, z0], max: [x1, y1, z1], material };
}
