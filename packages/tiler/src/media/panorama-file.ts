import { basename } from 'node:path';
import sharp from 'sharp';
import { parseGPano } from './gpano.js';
import { panoramaLayout, type PanoramaLayout } from './panorama-layout.js';

/**
 * Where a panorama file's image lies on its full equirect, read from its header (orientation,
 * GPano XMP) without decoding it. The import checked it already; a file changed since fails.
 */
export async function readPanoramaLayout(file: string): Promise<PanoramaLayout> {
  const meta = await sharp(file, { limitInputPixels: false }).metadata();
  const size = meta.autoOrient;
  const layout = panoramaLayout(size, parseGPano(meta.xmp, size));
  if ('problem' in layout) throw new Error(`${basename(file)}: ${layout.problem}`);
  return layout;
}
