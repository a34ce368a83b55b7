import { join } from 'node:path';
import { readPanoramaLayout } from '../media/panorama-file.js';
import type { Equirect } from '../project/equirect.js';
import { decodeShareSource, renderShareImage } from '../project/share-image.js';
import type { WorkerPool } from '../project/worker-pool.js';
import { writeJpeg } from '../pyramid/encode.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { scenePrivacy } from './scene-privacy.js';
import { DEFAULT_VIEW, SHARE_IMAGE_FILE, startSceneOf } from './build-record.js';
import { internalError } from '../errors.js';

/** What writing the link-preview image cost. */
export interface ShareImageResult {
  bytes: number;
  ms: number;
}

/**
 * Writes the tour's link-preview image, its start scene at its start view, into a build folder:
 * from `kept`, the source the start scene's tiling left (see `keptShareSource`), or else from
 * the start scene's file, decoded again.
 */
export async function writeTourShareImage(
  plan: ImportPlan,
  buildDir: string,
  pool: WorkerPool,
  kept?: Equirect,
): Promise<ShareImageResult> {
  const started = performance.now();
  const scene = startSceneOf(plan.manifest);
  if (!scene) throw internalError('The tour has no scene to make its link-preview image from.');
  const view = scene.initialView ?? DEFAULT_VIEW;
  const file = join(plan.folder, scene.panorama);
  const source =
    kept ??
    (await decodeShareSource(
      { file, layout: await readPanoramaLayout(file) },
      view,
      scenePrivacy(plan, scene),
    ));
  const bytes = await writeJpeg(await renderShareImage(source, view, pool), join(buildDir, SHARE_IMAGE_FILE));
  return { bytes, ms: performance.now() - started };
}
