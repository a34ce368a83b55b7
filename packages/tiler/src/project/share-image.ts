import { SHARE_IMAGE_SIZE, type View } from '@tourview/schema';
import { resizeRgb, writeJpeg, type RgbImage } from '../pyramid/encode.js';
import { workingWidth } from '../media/panorama-layout.js';
import { decodePanorama } from './decode-panorama.js';
import { renderPerspective, viewerStartView } from './perspective.js';
import { applyPrivacy, type PanoramaPrivacy } from './panorama-privacy.js';
import type { PanoramaFile } from './thumbnail.js';
import type { WorkerPool } from './worker-pool.js';

/** Renders twice as large as written, then shrinks with Lanczos: anti-aliasing for edges. */
const SUPERSAMPLE = 2;

/** Shrink factors JPEG decoding applies while it decodes, nearly for free. */
const DECODE_SHRINKS = [8, 4, 2];

/**
 * The equirect width to sample: the panorama shrunk by the largest factor JPEG decoding applies
 * itself (no resampling after it) whose pixels are still at least as small as the supersampled
 * render's at the centre of the view, and even, so that the equirect's height is half of it. A larger source would alias (bilinear sampling skips
 * pixels), a smaller one would blur.
 */
export function shareSourceWidth(fov: number, panoramaWidth: number): number {
  const pixelsPerRadian = (SHARE_IMAGE_SIZE.height * SUPERSAMPLE) / 2 / Math.tan((fov * Math.PI) / 360);
  const needed = 2 * Math.PI * pixelsPerRadian;
  const shrink =
    DECODE_SHRINKS.find((s) => panoramaWidth % (2 * s) === 0 && panoramaWidth / s >= needed) ?? 1;
  return panoramaWidth / shrink;
}

/**
 * Renders the link-preview image: what a visitor first sees of the start scene in a viewer of
 * {@link SHARE_IMAGE_SIZE}, a true perspective view rather than a crop of the equirect, with the
 * scene's `privacy` baked in as in its tiles.
 */
export async function renderShareImage(
  panorama: PanoramaFile,
  view: View,
  pool: WorkerPool,
  privacy?: PanoramaPrivacy,
): Promise<RgbImage> {
  const shown = viewerStartView(view);
  const sourceWidth = shareSourceWidth(shown.fov, workingWidth(panorama.layout));
  const source = await decodePanorama(panorama.file, panorama.layout, sourceWidth);
  await applyPrivacy(source, privacy);
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
  panorama: PanoramaFile,
  view: View,
  pool: WorkerPool,
  file: string,
  privacy?: PanoramaPrivacy,
): Promise<number> {
  return writeJpeg(await renderShareImage(panorama, view, pool, privacy), file);
}
