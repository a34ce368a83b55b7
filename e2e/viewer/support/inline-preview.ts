import { join } from 'node:path';
import sharp from 'sharp';
import type { CubePanorama } from '@tourview/schema';
import { inlinePreviewOf } from '@tourview/tiler';

/**
 * The panorama with the inline preview the tiler would make of it, from its preview strip in
 * `dir` (six faces stacked), so tests and the bench use the tiler's own size and quality.
 */
export async function withInlinePreview(pano: CubePanorama, dir: string): Promise<CubePanorama> {
  const { data, info } = await sharp(join(dir, pano.preview.url))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = info.width;
  const faces = Array.from({ length: 6 }, (_, i) => ({
    data: data.subarray(i * size * size * 3, (i + 1) * size * size * 3),
    width: size,
    height: size,
  }));
  return { ...pano, preview: { ...pano.preview, inline: await inlinePreviewOf(faces) } };
}
