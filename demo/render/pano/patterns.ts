import { planeAxes } from '../trace/lightmap.js';

/** A repeatable pseudo-random value in [0, 1) for an integer cell. */
function cellHash(a: number, b: number): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

/** Distance from a coordinate to the nearest multiple of `size`. */
const toGrid = (x: number, size: number) => Math.abs(x - Math.round(x / size) * size);

/** Oak planks on floors: staggered 19 cm × 1.4 m boards with gaps, tone variation and grain. */
function planks(u: number, v: number): number {
  const row = Math.floor(v / 0.19);
  const shifted = u + cellHash(row, 7) * 1.4;
  const board = Math.floor(shifted / 1.4);
  if (toGrid(v, 0.19) < 0.0015 || toGrid(shifted, 1.4) < 0.0015) return 0.55;
  const tone = 0.86 + 0.26 * cellHash(row, board);
  const grain = 1 + 0.05 * Math.sin(v * 260 + Math.sin(u * 3.1 + board) * 4) + 0.03 * Math.sin(u * 41 + row);
  return tone * grain;
}

/** Square tiles with grout lines and a little variation per tile. */
function tiles(
  u: number,
  v: number,
  size: number,
  grout: number,
  groutShade: number,
  spread: number,
): number {
  if (toGrid(u, size) < grout || toGrid(v, size) < grout) return groutShade;
  return 1 - spread / 2 + spread * cellHash(Math.floor(u / size), Math.floor(v / size));
}

/**
 * Albedo multiplier of a pattern at a point on a face (`axis` is the face normal's axis).
 * Planks only show on up-facing surfaces; walls and sides of floor slabs stay plain.
 */
export function patternShade(pattern: number, axis: number, p: readonly number[]): number {
  const [ua, va] = planeAxes(axis);
  const u = p[ua] ?? 0;
  const v = p[va] ?? 0;
  switch (pattern) {
    case 1:
      return axis === 1 ? planks(u, v) : 1;
    case 2:
      return tiles(u, v, 0.6, 0.002, 0.8, 0.06);
    case 3:
      return tiles(u, v, 0.15, 0.0015, 0.82, 0.04);
    case 4:
      return 0.97 + 0.06 * cellHash(Math.floor(u * 300), Math.floor(v * 300));
    default:
      return 1;
  }
}
