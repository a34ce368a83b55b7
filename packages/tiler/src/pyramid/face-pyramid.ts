import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tileRect, tilesPerSide, type CubeLevel, type Face } from '@tourview/schema';
import type pLimit from 'p-limit';
import { writeWebpRegion, type RgbImage } from './encode.js';
import { halveLevel } from './halve.js';

/** Where a tile goes below a scene folder; matches the `{z}/{f}/{y}_{x}.webp` URL template. */
export const TILE_PATH_TEMPLATE = '{z}/{f}/{y}_{x}.webp';

/** The tile file of one tile. */
export function tilePath(sceneDir: string, z: number, face: Face, x: number, y: number): string {
  return join(sceneDir, String(z), face, `${y}_${x}.webp`);
}

/** Bytes written per level, finest last, plus the coarsest level's pixels (for the preview). */
export interface FacePyramid {
  bytesPerLevel: number[];
  coarsest: RgbImage;
}

/**
 * Cuts one face into the tiles of every level, finest first; each coarser level is the one
 * above it halved (see {@link halveLevel}), never the full face shrunk in one step.
 */
export async function writeFacePyramid(
  face: Face,
  pixels: RgbImage,
  levels: readonly CubeLevel[],
  sceneDir: string,
  limit: pLimit.Limit,
  onLevel?: (z: number) => void,
): Promise<FacePyramid> {
  const bytesPerLevel = levels.map(() => 0);
  let image = pixels;
  for (const [z, level] of [...levels.entries()].reverse()) {
    if (image.width !== level.size) image = await halveLevel(image, level.size);
    bytesPerLevel[z] = await writeLevel(image, level, z, face, sceneDir, limit);
    onLevel?.(z);
  }
  return { bytesPerLevel, coarsest: image };
}

async function writeLevel(
  image: RgbImage,
  level: CubeLevel,
  z: number,
  face: Face,
  sceneDir: string,
  limit: pLimit.Limit,
): Promise<number> {
  await mkdir(join(sceneDir, String(z), face), { recursive: true });
  const n = tilesPerSide(level);
  const writes: Promise<number>[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const file = tilePath(sceneDir, z, face, x, y);
      writes.push(limit(() => writeWebpRegion(image, tileRect(level, x, y), file)));
    }
  }
  const sizes = await Promise.all(writes);
  return sizes.reduce((a, b) => a + b, 0);
}
