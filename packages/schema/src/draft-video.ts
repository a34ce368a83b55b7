import { z } from 'zod';
import { tourCodeSchema } from './tour-code-schema.js';
import { UPLOAD_LIMITS } from './studio-uploads.js';

/** `GET /api/studio/tours/{tourCode}/draft/videos/{sha256}`: a draft's uploaded video, by content. */
export const draftVideoParamsSchema = z.object({
  tourCode: tourCodeSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * Where the studio plays a draft's video file `sha256` before it is published, relative to the
 * studio's origin. The route answers range requests, so the player can seek.
 */
export function draftVideoUrl(code: string, sha256: string): string {
  return `/api/studio/tours/${encodeURIComponent(code)}/draft/videos/${sha256}`;
}

/** The content type of an uploaded video, from its name's extension (the upload checked both agree). */
export function draftVideoType(fileName: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const types: Readonly<Record<string, readonly string[]>> = UPLOAD_LIMITS.video.types;
  return Object.entries(types).find(([, extensions]) => extensions.includes(extension))?.[0] ?? 'video/mp4';
}
