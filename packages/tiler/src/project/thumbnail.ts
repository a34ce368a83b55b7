import type { View } from '@tourview/schema';
import { resizeRgb, writeWebp, type RgbImage } from '../pyramid/encode.js';
import type { PanoramaLayout } from '../media/panorama-layout.js';
import { buildHorizontalMips, mipDepth, shrinkEquirect, type Equirect } from './equirect.js';
import { perspectiveProjection } from './perspective.js';
import { buildSampleLut, plainReading, sampleThroughLut } from './sampling.js';

/** A panorama file and where its image lies on the full equirect. */
export interface PanoramaFile {
  file: string;
  layout: PanoramaLayout;
}

/** The scene thumbnail's size: 16:9, enough for a scene list on a phone at 2×. */
export const THUMBNAIL = { width: 320, height: 180 } as const;

/** Renders twice as large as written, then shrinks: cheap anti-aliasing for a tiny image. */
const SUPERSAMPLE = 2;

/**
 * Width the thumbnail's source is shrunk towards: 1.6 equirect pixels per rendered pixel at a
 * 90° field of view, where bilinear sampling does not alias.
 */
const SOURCE_WIDTH = 2048;

/**
 * The decoded panorama shrunk for the thumbnail: averaged by the largest whole factor that
 * divides it and leaves it at least {@link SOURCE_WIDTH} wide (8192 → 2048, 6000 → 3000).
 * Cheaper than decoding the file again, shrunk: the box average costs about an eighth of a JPEG
 * decode at 1/4 scale (measured on the bench's 8192-px panorama).
 */
export function thumbnailSource(equirect: Equirect): Equirect {
  let factor = Math.max(1, Math.floor(equirect.width / SOURCE_WIDTH));
  while (equirect.height % factor !== 0) factor--;
  return factor === 1 ? equirect : shrinkEquirect(equirect, factor);
}

/** Renders the start view of a panorama's {@link thumbnailSource} at the thumbnail's size. */
export async function renderThumbnail(small: Equirect, view: View): Promise<RgbImage> {
  const width = THUMBNAIL.width * SUPERSAMPLE;
  const height = THUMBNAIL.height * SUPERSAMPLE;
  const projection = perspectiveProjection(view, width, height);
  const lut = buildSampleLut(projection, small.width, small.height, mipDepth(small.width));
  const out = new Uint8Array(width * height * 3);
  sampleThroughLut(lut, buildHorizontalMips(small, lut.polarRows), plainReading(lut), out);
  return resizeRgb({ data: out, width, height }, THUMBNAIL.width, THUMBNAIL.height);
}

/** Renders and writes the thumbnail; resolves to the bytes written. */
export async function writeThumbnail(small: Equirect, view: View, file: string): Promise<number> {
  return writeWebp(await renderThumbnail(small, view), file);
}
