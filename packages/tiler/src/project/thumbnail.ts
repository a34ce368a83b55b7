import type { View } from '@tourview/schema';
import { resizeRgb, writeWebp, type RgbImage } from '../pyramid/encode.js';
import { workingWidth, type PanoramaLayout } from '../media/panorama-layout.js';
import { decodePanorama } from './decode-panorama.js';
import { buildHorizontalMips, mipDepth } from './equirect.js';
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
 * Width of the equirect the thumbnail samples: 1.6 equirect pixels per rendered pixel at a
 * 90° field of view, and a quarter of an 8192-px JPEG, which libjpeg decodes at 1/4 scale
 * almost for free.
 */
const SOURCE_WIDTH = 2048;

/**
 * Renders the start view of a panorama file as an RGB image of the thumbnail's size. It decodes
 * the file again, shrunk: cheaper than shrinking the full decoded image, and bilinear sampling
 * of a source near the output's resolution does not alias.
 */
export async function renderThumbnail(panorama: PanoramaFile, view: View): Promise<RgbImage> {
  const width = THUMBNAIL.width * SUPERSAMPLE;
  const height = THUMBNAIL.height * SUPERSAMPLE;
  const sourceWidth = Math.min(SOURCE_WIDTH, workingWidth(panorama.layout));
  const small = await decodePanorama(panorama.file, panorama.layout, sourceWidth);
  const projection = perspectiveProjection(view, width, height);
  const lut = buildSampleLut(projection, small.width, small.height, mipDepth(small.width));
  const out = new Uint8Array(width * height * 3);
  sampleThroughLut(lut, buildHorizontalMips(small, lut.polarRows), plainReading(lut), out);
  return resizeRgb({ data: out, width, height }, THUMBNAIL.width, THUMBNAIL.height);
}

/** Renders and writes the thumbnail; resolves to the bytes written. */
export async function writeThumbnail(panorama: PanoramaFile, view: View, file: string): Promise<number> {
  return writeWebp(await renderThumbnail(panorama, view), file);
}
