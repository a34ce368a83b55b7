import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FACES,
  levelsForFaceSize,
  tileContractProblems,
  MAX_FACE_SIZE,
  type CubeLevel,
  type Face,
  type View,
} from '@tourview/schema';
import type pLimit from 'p-limit';
import type { CubeReprojector } from '../project/cube-faces.js';
import { decodeEquirect } from '../project/equirect.js';
import { writeThumbnail } from '../project/thumbnail.js';
import { resizeRgb, writeWebp, type RgbImage } from './encode.js';
import { TILE_PATH_TEMPLATE, writeFacePyramid } from './face-pyramid.js';
import { internalError } from '../errors.js';

/** Largest face size of the preview image (six faces stacked: 256×1536). */
export const PREVIEW_FACE_SIZE = 256;
/** File names inside a scene folder. */
export const SCENE_FILES = {
  preview: 'preview.webp',
  thumbnail: 'thumb.webp',
  tiles: TILE_PATH_TEMPLATE,
} as const;

/** The cube face size for an equirect: a quarter of its width, so the equator keeps its detail. */
export function faceSizeFor(equirectWidth: number): number {
  return Math.min(MAX_FACE_SIZE, Math.floor(equirectWidth / 4));
}

/** What tiling a scene wrote. */
export interface SceneTiles {
  levels: CubeLevel[];
  previewFaceSize: number;
  /** Bytes of all six faces' tiles per level, coarsest first. */
  bytesPerLevel: number[];
  previewBytes: number;
  thumbnailBytes: number;
}

/** Shared machinery: the reprojection threads and the limit on concurrent encodes. */
export interface TilingContext {
  reprojector: CubeReprojector;
  limit: pLimit.Limit;
  onProgress?: (event: { face: Face; level: number; levels: number }) => void;
}

/**
 * Turns one equirect file into the tile pyramid, preview and thumbnail under `sceneDir`.
 * The level list is checked against the tile contract before anything is written.
 */
export async function tileScene(
  panorama: { file: string; width: number },
  view: View,
  sceneDir: string,
  ctx: TilingContext,
): Promise<SceneTiles> {
  const faceSize = faceSizeFor(panorama.width);
  const levels = levelsForFaceSize(faceSize);
  const problems = tileContractProblems(levels);
  if (problems.length > 0) {
    throw internalError(`Tile levels break the contract: ${problems.map((p) => p.message).join(' ')}`);
  }
  await mkdir(sceneDir, { recursive: true });
  // Tables build on the worker threads while libvips decodes; awaiting both together also
  // means a failure of either is never left unhandled.
  const [, equirect] = await Promise.all([
    ctx.reprojector.prepare(panorama.width, panorama.width / 2, faceSize),
    decodeEquirect(panorama.file),
  ]);
  const faces = await ctx.reprojector.reproject(equirect, faceSize);
  const [thumbnailBytes, pyramids] = await Promise.all([
    ctx.limit(() => writeThumbnail(panorama.file, view, join(sceneDir, SCENE_FILES.thumbnail))),
    Promise.all(
      faces.map(async ({ face, pixels }) => {
        const image = { data: await pixels, width: faceSize, height: faceSize };
        return writeFacePyramid(face, image, levels, sceneDir, ctx.limit, (level) =>
          ctx.onProgress?.({ face, level, levels: levels.length }),
        );
      }),
    ),
  ]);
  const previewFaceSize = Math.min(PREVIEW_FACE_SIZE, levels[0]?.size ?? faceSize);
  const previewBytes = await writePreview(
    pyramids.map((p) => p.coarsest),
    previewFaceSize,
    join(sceneDir, SCENE_FILES.preview),
  );
  const bytesPerLevel = levels.map((_, z) => pyramids.reduce((sum, p) => sum + (p.bytesPerLevel[z] ?? 0), 0));
  return { levels, previewFaceSize, bytesPerLevel, previewBytes, thumbnailBytes };
}

/** Stacks the six faces vertically in {@link FACES} order into one image. */
async function writePreview(faces: RgbImage[], size: number, file: string): Promise<number> {
  const small = await Promise.all(
    faces.map((face) => (face.width === size ? face : resizeRgb(face, size, size))),
  );
  const data = new Uint8Array(size * size * 3 * FACES.length);
  small.forEach((face, i) => data.set(face.data, i * face.data.length));
  return writeWebp({ data, width: size, height: size * FACES.length }, file);
}
