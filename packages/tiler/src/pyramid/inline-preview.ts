import type { InlinePreview } from '@tourview/schema';
import { webpDataUri, type RgbImage } from './encode.js';
import { facesAt, stackFaces } from './face-strip.js';

/**
 * Face size of the preview a tour page carries inline: 32 px faces make about 1 kB of WebP,
 * enough for the room's colours and light until the full preview and the tiles arrive.
 */
export const INLINE_PREVIEW_FACE_SIZE = 32;

/**
 * The inline preview of a panorama from its six faces (in {@link FACES} order, square, any
 * size): a preview strip at {@link INLINE_PREVIEW_FACE_SIZE} px a face, or the faces' own size
 * when they are smaller, as a WebP data URI.
 */
export async function inlinePreviewOf(faces: RgbImage[]): Promise<InlinePreview> {
  const faceSize = Math.min(INLINE_PREVIEW_FACE_SIZE, faces[0]?.width ?? INLINE_PREVIEW_FACE_SIZE);
  const small = await facesAt(faces, faceSize);
  return { dataUri: await webpDataUri(stackFaces(small, faceSize)), faceSize };
}
