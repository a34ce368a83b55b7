import type { CubePanorama } from './tiles.js';

/**
 * The editing cube the studio shows a draft panorama with before it is published: one level
 * of six faces, sharp enough to aim a door, and a preview strip as a published scene has.
 */
export const DRAFT_CUBE = { faceSize: 1024, previewFaceSize: 256 } as const;

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
