import { z } from 'zod';
import { faceProposalSchema, MAX_FACE_PROPOSALS } from './face-proposals.js';
import type { CubePanorama } from './tiles.js';

/**
 * The editing cube the studio shows a draft panorama with before it is published: one level
 * of six faces, sharp enough to aim a door, and a preview strip as a published scene has.
 */
export const DRAFT_CUBE = { faceSize: 1024, previewFaceSize: 256 } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * Where a panorama's editing cube lies once its upload was inspected: the SHA-256 of the preview
 * strip and of each face's WebP in the source store, so any server instance can serve them;
 * and, when the file's GPano XMP gives a heading, the yaw at which north lies, as publishing
 * takes it for a scene without a `north` of its own; and the people's faces found on the cube's
 * six faces, proposed for blurring (absent when detection did not run).
 */
export const draftCubePiecesSchema = z.object({
  preview: sha256,
  faces: z.object({ f: sha256, r: sha256, b: sha256, l: sha256, u: sha256, d: sha256 }),
  north: z.number().min(-180).max(180).optional(),
  faceProposals: z.array(faceProposalSchema).max(MAX_FACE_PROPOSALS).optional(),
});

/** The editing cube's pieces in the source store. */
export type DraftCubePieces = z.infer<typeof draftCubePiecesSchema>;

/**
 * The panorama the engine loads for a draft's source file `sha256`, served by the studio API
 * (`GET /api/studio/tours/{code}/draft/panoramas/{sha256}/…`); the path is relative to the
 * studio's origin.
 */
export function draftCubePanorama(code: string, sha256: string): CubePanorama {
  const base = `api/studio/tours/${encodeURIComponent(code)}/draft/panoramas/${sha256}`;
  return {
    levels: [{ tileSize: DRAFT_CUBE.faceSize, size: DRAFT_CUBE.faceSize }],
    tileUrl: `${base}/{z}-{f}-{x}-{y}.webp`,
    preview: { url: `${base}/preview.webp`, faceSize: DRAFT_CUBE.previewFaceSize },
  };
}

/** The longest side of a draft file's thumbnail, in pixels (a panorama's is a 2:1 strip). */
export const DRAFT_THUMBNAIL_WIDTH = 320;

/**
 * Where the studio API serves the thumbnail of a draft image (panorama, plan or photo) with
 * the bytes `sha256` (`GET /api/studio/tours/{code}/draft/thumbnails/{sha256}.webp`), relative
 * to the studio's origin; addressed by content so a browser keeps it.
 */
export function draftThumbnailPath(code: string, sha256: string): string {
  return `/api/studio/tours/${encodeURIComponent(code)}/draft/thumbnails/${sha256}.webp`;
}
