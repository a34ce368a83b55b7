import { DRAFT_THUMBNAIL_WIDTH } from '@tourview/schema';
import sharp from 'sharp';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { MAX_INPUT_PIXELS } from '../media/probe-image.js';
import { decodePanorama } from '../project/decode-panorama.js';

/** The draft files that have a thumbnail: images of any kind, not videos. */
export type ThumbnailKind = 'panorama' | 'image' | 'plan';

const QUALITY = { quality: 80 } as const;

/**
 * The thumbnail the studio lists a draft image with, WebP. A panorama's is its whole sphere as a
 * {@link DRAFT_THUMBNAIL_WIDTH}×half equirect, decoded as publishing decodes it: a partial
 * (GPano) panorama sits where it lies on its full 2:1 canvas, the rest filled as the viewer
 * fills it, so every room's thumbnail has the same shape and shows what a visitor will see. A
 * plan or photo fits inside {@link DRAFT_THUMBNAIL_WIDTH} square, keeping its aspect, EXIF
 * orientation applied. Rejects a file that does not decode.
 */
export async function renderDraftThumbnail(file: string, kind: ThumbnailKind): Promise<Buffer> {
  if (kind !== 'panorama') {
    const side = DRAFT_THUMBNAIL_WIDTH;
    return sharp(file, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp(QUALITY)
      .toBuffer();
  }
  const equirect = await decodePanorama(file, await readPanoramaLayout(file), DRAFT_THUMBNAIL_WIDTH);
  const { data, width, height } = equirect;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 3 },
  })
    .webp(QUALITY)
    .toBuffer();
}
