/**
 * The tile contract's pure functions, kept free of zod so the viewer bundles them without
 * the validation library (the engine's 20 kB gzip budget cannot hold zod's ~27 kB).
 */
import { FACES, type Face } from './faces.js';

/** Tile edge in pixels written by the tiler. */
export const DEFAULT_TILE_SIZE = 512;

/** Largest cube face the tiler writes and the viewer accepts. */
export const MAX_FACE_SIZE = 16384;

/** One resolution level of a cube panorama: faces of `size` px cut in `tileSize` px tiles. */
export interface CubeLevel {
  tileSize: number;
  size: number;
}

/** A problem with a list of levels, located by index. */
export interface TileContractProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The invariants every level list must hold, checked by the tiler before it writes and
 * by the viewer before it loads: sizes strictly increase, the coarsest level is a single
 * tile per face, and each level at most doubles the one before (so a coarser level is
 * always there to show while a finer one loads).
 */
export function tileContractProblems(levels: readonly CubeLevel[]): TileContractProblem[] {
  const problems: TileContractProblem[] = [];
  const first = levels[0];
  if (first && first.size > first.tileSize) {
    problems.push({ path: [0, 'size'], message: 'The coarsest level must be a single tile per face.' });
  }
  levels.forEach((level, i) => {
    const prev = levels[i - 1];
    if (!prev) return;
    if (level.size <= prev.size) {
      problems.push({ path: [i, 'size'], message: `Level ${i} must be larger than level ${i - 1}.` });
    } else if (level.size > prev.size * 2) {
      problems.push({ path: [i, 'size'], message: `Level ${i} must be at most twice level ${i - 1}.` });
    }
  });
  return problems;
}

/** Number of tiles along one edge of a face at a level. */
export function tilesPerSide(level: CubeLevel): number {
  return Math.ceil(level.size / level.tileSize);
}

/** Identifies one tile. */
export interface TileId {
  z: number;
  face: Face;
  x: number;
  y: number;
}

/** Fills the URL template for one tile. */
export function tileUrl(template: string, { z, face, x, y }: TileId): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{f}', face)
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

/** Every tile of a level, face by face, row by row. */
export function tilesOfLevel(levels: readonly CubeLevel[], z: number): TileId[] {
  const level = levels[z];
  if (!level) return [];
  const n = tilesPerSide(level);
  const tiles: TileId[] = [];
  for (const face of FACES) {
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) tiles.push({ z, face, x, y });
  }
  return tiles;
}

/**
 * The pixel rectangle one tile covers on its face; edge tiles may be smaller than `tileSize`.
 */
export function tileRect(
  level: CubeLevel,
  x: number,
  y: number,
): { left: number; top: number; width: number; height: number } {
  const left = x * level.tileSize;
  const top = y * level.tileSize;
  return {
    left,
    top,
    width: Math.min(level.tileSize, level.size - left),
    height: Math.min(level.tileSize, level.size - top),
  };
}

/**
 * The level list the tiler writes for a face of `faceSize` px: halving down to a single tile.
 */
export function levelsForFaceSize(faceSize: number, tileSize = DEFAULT_TILE_SIZE): CubeLevel[] {
  const sizes: number[] = [];
  for (let s = faceSize; ; s = Math.ceil(s / 2)) {
    sizes.unshift(s);
    if (s <= tileSize) break;
  }
  return sizes.map((size) => ({ tileSize, size }));
}
