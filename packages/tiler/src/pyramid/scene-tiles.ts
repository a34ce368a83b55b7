import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  DEFAULT_TILE_SIZE,
  FACES,
  levelsForFaceSize,
  tileContractProblems,
  MAX_FACE_SIZE,
  type CubeLevel,
  type Face,
  type InlinePreview,
  type View,
} from '@tourview/schema';
import pLimit from 'p-limit';
import { readPanoramaLayout } from '../media/panorama-file.js';
import {
  MAX_PANORAMA_WIDTH,
  northOf,
  pitchRangeOf,
  workingWidth,
  type PanoramaLayout,
} from '../media/panorama-layout.js';
import type { CubeReprojector } from '../project/cube-faces.js';
import { decodePanorama } from '../project/decode-panorama.js';
import type { Equirect } from '../project/equirect.js';
import { applyPrivacy, type PanoramaPrivacy } from '../project/panorama-privacy.js';
import { thumbnailSource, writeThumbnail } from '../project/thumbnail.js';
import { writeWebp } from './encode.js';
import { facesAt, stackFaces } from './face-strip.js';
import { inlinePreviewOf } from './inline-preview.js';
import { TILE_PATH_TEMPLATE, writeFacePyramid, type FacePyramid } from './face-pyramid.js';
import { internalError } from '../errors.js';

/** Largest face size of the preview image (six faces stacked: 256×1536). */
export const PREVIEW_FACE_SIZE = 256;
/** File names inside a scene folder. */
export const SCENE_FILES = {
  preview: 'preview.webp',
  thumbnail: 'thumb.webp',
  tiles: TILE_PATH_TEMPLATE,
} as const;

/**
 * Faces held at once, from sampling to their last tile: two keep both the reprojection thread
 * and the encoders busy, and the memory of the other four free.
 */
const FACES_AT_ONCE = 2;

type FaceSampler = (face: Face, into: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * The cube face size for an equirect: the source's true resolution, its width / π (a face
 * spans 90° where the equirect has width / 2π px per radian), cut down to whole tiles so no
 * level has a strip of thin edge tiles. So an 8192-px source gets 2560-px faces, and a
 * 4096-px one 1024-px faces rather than faces blown up past its detail. Below one tile it is
 * the true size itself.
 */
export function faceSizeFor(equirectWidth: number, tileSize = DEFAULT_TILE_SIZE): number {
  const trueSize = equirectWidth / Math.PI;
  const size = trueSize < tileSize ? Math.round(trueSize) : Math.floor(trueSize / tileSize) * tileSize;
  return Math.min(MAX_FACE_SIZE, size);
}

/** What tiling a scene wrote. */
export interface SceneTiles {
  levels: CubeLevel[];
  previewFaceSize: number;
  /** Bytes of all six faces' tiles per level, coarsest first. */
  bytesPerLevel: number[];
  previewBytes: number;
  /** The tiny preview the record carries inline. */
  inlinePreview: InlinePreview;
  thumbnailBytes: number;
  /** The band of pitch a partial panorama covers, degrees; absent when it reaches both poles. */
  pitchRange?: { min: number; max: number };
  /** The yaw, degrees, at which north lies, when the file's GPano XMP gives a heading. */
  north?: number;
  /** What the import changed about the file that the operator should know (e.g. scaled down). */
  notes: string[];
}

/** Shared machinery: the reprojection threads and the limit on concurrent encodes. */
export interface TilingContext {
  reprojector: CubeReprojector;
  limit: pLimit.Limit;
  onProgress?: (event: { face: Face; level: number; levels: number }) => void;
}

/** A panorama to tile: its file, what it hides, and who else uses its decoded pixels. */
export interface ScenePanorama {
  file: string;
  privacy?: PanoramaPrivacy;
  /**
   * Called with the decoded equirect, privacy baked in, before its faces are sampled: what it
   * keeps it must copy, as the equirect's buffer goes to the next panorama.
   */
  onDecoded?: (equirect: Equirect) => void;
}

/**
 * Turns one panorama file into the tile pyramid, preview and thumbnail under `sceneDir`, with
 * its `privacy` (blur regions, tripod cover) baked in. The level list is checked against the
 * tile contract before anything is written.
 */
export async function tileScene(
  panorama: ScenePanorama,
  view: View,
  sceneDir: string,
  ctx: TilingContext,
): Promise<SceneTiles> {
  const layout = await readPanoramaLayout(panorama.file);
  const width = workingWidth(layout);
  const faceSize = faceSizeFor(width);
  const levels = contractLevels(faceSize);
  await mkdir(sceneDir, { recursive: true });
  const { sample, small } = await decodeForSampling(panorama, layout, width, faceSize, sceneDir, ctx);
  const [thumbnailBytes, pyramids] = await Promise.all([
    ctx.limit(() => writeThumbnail(small, view, join(sceneDir, SCENE_FILES.thumbnail))),
    writeFaces(sample, faceSize, levels, sceneDir, ctx),
  ]);
  const { previewFaceSize, previewBytes, inlinePreview } = await writeScenePreview(
    pyramids,
    levels,
    faceSize,
    sceneDir,
  );
  return {
    levels,
    previewFaceSize,
    inlinePreview,
    bytesPerLevel: levels.map((_, z) => pyramids.reduce((sum, p) => sum + (p.bytesPerLevel[z] ?? 0), 0)),
    previewBytes,
    thumbnailBytes,
    ...layoutFacts(panorama.file, layout, width),
  };
}

/**
 * Writes the preview from the pyramids' coarsest levels, its faces at most
 * {@link PREVIEW_FACE_SIZE}, and makes the inline preview from the same faces.
 */
async function writeScenePreview(
  pyramids: FacePyramid[],
  levels: CubeLevel[],
  faceSize: number,
  sceneDir: string,
): Promise<{ previewFaceSize: number; previewBytes: number; inlinePreview: InlinePreview }> {
  const previewFaceSize = Math.min(PREVIEW_FACE_SIZE, levels[0]?.size ?? faceSize);
  const faces = await facesAt(
    pyramids.map((p) => p.coarsest),
    previewFaceSize,
  );
  const [previewBytes, inlinePreview] = await Promise.all([
    writeWebp(stackFaces(faces, previewFaceSize), join(sceneDir, SCENE_FILES.preview)),
    inlinePreviewOf(faces),
  ]);
  return { previewFaceSize, previewBytes, inlinePreview };
}

/** The pyramid levels for a face size, refused before anything is written if they break the contract. */
function contractLevels(faceSize: number): CubeLevel[] {
  const levels = levelsForFaceSize(faceSize);
  const problems = tileContractProblems(levels);
  if (problems.length > 0) {
    throw internalError(`Tile levels break the contract: ${problems.map((p) => p.message).join(' ')}`);
  }
  return levels;
}

/**
 * Decodes the panorama while the reprojection tables build, and returns the face sampler and
 * the thumbnail's source.
 */
async function decodeForSampling(
  { file, privacy, onDecoded }: ScenePanorama,
  layout: PanoramaLayout,
  width: number,
  faceSize: number,
  sceneDir: string,
  ctx: TilingContext,
): Promise<{ sample: FaceSampler; small: Equirect }> {
  // Tables build on the worker threads while libvips decodes; awaiting both together also
  // means a failure of either is never left unhandled. Only the sampler holds the decoded
  // equirect, so it is freed (or kept for the next panorama, see SpareBuffers) once the last
  // face is sampled; the thumbnail renders from a shrunk copy, or from the equirect itself when
  // it is small, before this scene ends and the next panorama may decode into it.
  const [sample, small] = await Promise.all([
    ctx.reprojector.prepare(width, width / 2, faceSize),
    decodePanorama(file, layout, width, sceneDir, ctx.reprojector.spares.sharedBuffer).then(
      async (equirect) => {
        await applyPrivacy(equirect, privacy);
        onDecoded?.(equirect);
        return equirect;
      },
    ),
  ]).then(([, equirect]) =>
    Promise.all([ctx.reprojector.sampler(equirect, faceSize), thumbnailSource(equirect)]),
  );
  return { sample, small };
}

/** Samples and writes the six faces' pyramids, {@link FACES_AT_ONCE} at a time. */
function writeFaces(
  sample: FaceSampler,
  faceSize: number,
  levels: CubeLevel[],
  sceneDir: string,
  ctx: TilingContext,
): Promise<FacePyramid[]> {
  const faces = pLimit(FACES_AT_ONCE);
  // Face buffers go round, from panorama to panorama too, rather than wait for the garbage
  // collector: each comes back once its pyramid is written (unless it is the pyramid's
  // coarsest level, kept for the preview).
  const { spares } = ctx.reprojector;
  return Promise.all(
    FACES.map((face) =>
      faces(async () => {
        const into = spares.plainBuffer(faceSize * faceSize * 3);
        const image = { data: await sample(face, into), width: faceSize, height: faceSize };
        const pyramid = await writeFacePyramid(face, image, levels, sceneDir, ctx.limit, (level) =>
          ctx.onProgress?.({ face, level, levels: levels.length }),
        );
        if (pyramid.coarsest.data !== image.data) spares.giveBack([image.data]);
        return pyramid;
      }),
    ),
  );
}

/** What the file's layout tells about the scene: its pitch band, north, and scaling notes. */
function layoutFacts(
  file: string,
  layout: PanoramaLayout,
  width: number,
): Pick<SceneTiles, 'pitchRange' | 'north' | 'notes'> {
  const pitchRange = pitchRangeOf(layout);
  const north = northOf(layout);
  return {
    ...(pitchRange ? { pitchRange } : {}),
    ...(north === undefined ? {} : { north }),
    notes: notesOf(file, layout, width),
  };
}

function notesOf(file: string, layout: PanoramaLayout, width: number): string[] {
  if (layout.fullWidth <= MAX_PANORAMA_WIDTH) return [];
  const full = `${layout.fullWidth}×${Math.round(layout.fullWidth / 2)}`;
  return [`${basename(file)}: ${full} scaled down to ${width}×${width / 2}, the largest panorama tiled`];
}
