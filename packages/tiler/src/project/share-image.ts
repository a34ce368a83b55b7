import { SHARE_IMAGE_SIZE, type View } from '@tourview/schema';
import { resizeRgb, type RgbImage } from '../pyramid/encode.js';
import { workingWidth } from '../media/panorama-layout.js';
import { decodePanorama } from './decode-panorama.js';
import { shrinkEquirect, type Equirect } from './equirect.js';
import { renderPerspective, viewerStartView } from './perspective.js';
import { applyPrivacy, type PanoramaPrivacy } from './panorama-privacy.js';
import type { PanoramaFile } from './thumbnail.js';
import type { WorkerPool } from './worker-pool.js';

/** Renders twice as large as written, then shrinks with Lanczos: anti-aliasing for edges. */
const SUPERSAMPLE = 2;

/**
 * Shrink factors for the source: those JPEG decoding applies while it decodes, nearly for
 * free, which the box average of an already decoded panorama applies as well.
 */
const SOURCE_SHRINKS = [8, 4, 2];

/**
 * Most bytes of a source kept from the tiling of the start scene until the share image is
 * rendered after it: an 8192-px panorama's 4096-px source (25 MB). A larger one (54 MB for a
 * 12000-px panorama) would sit on top of the tiling's peak memory, so its file is decoded
 * again once the tiling is done, as is the whole panorama a narrow start view needs.
 */
const KEPT_SOURCE_BYTES = 32 << 20;

/**
 * The equirect width to sample: the panorama shrunk by the largest of {@link SOURCE_SHRINKS}
 * whose pixels are still at least as small as the supersampled render's at the centre of the
 * view, and even, so that the equirect's height is half of it. A larger source would alias
 * (bilinear sampling skips pixels), a smaller one would blur.
 */
export function shareSourceWidth(fov: number, panoramaWidth: number): number {
  const pixelsPerRadian = (SHARE_IMAGE_SIZE.height * SUPERSAMPLE) / 2 / Math.tan((fov * Math.PI) / 360);
  const needed = 2 * Math.PI * pixelsPerRadian;
  const shrink =
    SOURCE_SHRINKS.find((s) => panoramaWidth % (2 * s) === 0 && panoramaWidth / s >= needed) ?? 1;
  return panoramaWidth / shrink;
}

/**
 * The share image's source made from a panorama as the tiling decoded it (privacy baked in):
 * averaged down to {@link shareSourceWidth}, a copy in shared memory, since the panorama's own
 * buffer goes to the next one. About 20 ms of CPU where decoding the file again at half size
 * costs some 200 ms. `undefined` where the source would be over {@link KEPT_SOURCE_BYTES} or
 * not shrunk at all: such a source is decoded when the share image is made.
 */
export function keptShareSource(equirect: Equirect, view: View): Equirect | undefined {
  const width = shareSourceWidth(viewerStartView(view).fov, equirect.width);
  if (width === equirect.width || width * (width / 2) * 3 > KEPT_SOURCE_BYTES) return undefined;
  const shared = (bytes: number) => new Uint8Array(new SharedArrayBuffer(bytes));
  return shrinkEquirect(equirect, equirect.width / width, shared);
}

/** Decodes a panorama file at {@link shareSourceWidth} for `view`, with its `privacy` baked in. */
export async function decodeShareSource(
  panorama: PanoramaFile,
  view: View,
  privacy?: PanoramaPrivacy,
): Promise<Equirect> {
  const width = shareSourceWidth(viewerStartView(view).fov, workingWidth(panorama.layout));
  const source = await decodePanorama(panorama.file, panorama.layout, width);
  await applyPrivacy(source, privacy);
  return source;
}

/**
 * Renders the link-preview image from its source (see {@link decodeShareSource} and
 * {@link keptShareSource}): what a visitor first sees of the start scene in a viewer of
 * {@link SHARE_IMAGE_SIZE}, a true perspective view rather than a crop of the equirect.
 */
export async function renderShareImage(source: Equirect, view: View, pool: WorkerPool): Promise<RgbImage> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const large = await renderPerspective(
    source,
    viewerStartView(view),
    { width: width * SUPERSAMPLE, height: height * SUPERSAMPLE },
    pool,
  );
  return resizeRgb(large, width, height);
}
