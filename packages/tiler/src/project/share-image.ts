import { SHARE_IMAGE_SIZE, type View } from '@tourview/schema';
import { resizeRgb, writeJpeg, type RgbImage } from '../pyramid/encode.js';
import { decodeEquirect } from './equirect.js';
import { renderPerspective, viewerStartView } from './perspective.js';
import type { WorkerPool } from './worker-pool.js';

/** Renders twice as large as written, then shrinks with Lanczos: anti-aliasing for edges. */
const SUPERSAMPLE = 2;

/**
 * The equirect width whose pixels are about as large as the supersampled render's at the
 * centre of the view: a larger source would alias (bilinear sampling skips pixels), a smaller
 * one would blur. A multiple of 64 so every horizontal mip level exists.
 */
export function shareSourceWidth(fov: number): number {
  const pixelsPerRadian = (SHARE_IMAGE_SIZE.height * SUPERSAMPLE) / 2 / Math.tan((fov * Math.PI) / 360);
  return Math.ceil((2 * Math.PI * pixelsPerRadian) / 64) * 64;
}

/**
 * Renders the link-preview image: what a visitor first sees of the start scene in a viewer of
 * {@link SHARE_IMAGE_SIZE}, a true perspective view rather than a crop of the equirect.
 */
export async function renderShareImage(
  panoramaFile: string,
  view: View,
  pool: WorkerPool,
): Promise<RgbImage> {
  const shown = viewerStartView(view);
  // JPEG panoramas shrink while decoding, so a smaller source is also a faster one.
  const source = await decodeEquirect(panoramaFile, shareSourceWidth(shown.fov));
  const { width, height } = SHARE_IMAGE_SIZE;
  const large = await renderPerspective(
    source,
    shown,
    { width: width * SUPERSAMPLE, height: height * SUPERSAMPLE },
    pool,
  );
  return resizeRgb(large, width, height);
}

/** Renders and writes the link-preview image as JPEG; resolves to the bytes written. */
export async function writeShareImage(
  panoramaFile: string,
  view: View,
  pool: WorkerPool,
  file: string,
): Promise<number> {
  return writeJpeg(await renderShareImage(panoramaFile, view, pool), file);
}
