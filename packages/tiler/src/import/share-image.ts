import { join } from 'node:path';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { writeShareImage } from '../project/share-image.js';
import type { WorkerPool } from '../project/worker-pool.js';
import type { ImportPlan } from '../validate/validate-folder.js';
import { scenePrivacy } from './scene-privacy.js';
import { DEFAULT_VIEW, SHARE_IMAGE_FILE, startSceneOf } from './build-record.js';
import { internalError } from '../errors.js';

/** What writing the link-preview image cost. */
export interface ShareImageResult {
  bytes: number;
  ms: number;
}

/** Writes the tour's link-preview image, its start scene at its start view, into a build folder. */
export async function writeTourShareImage(
  plan: ImportPlan,
  buildDir: string,
  pool: WorkerPool,
): Promise<ShareImageResult> {
  const started = performance.now();
  const scene = startSceneOf(plan.manifest);
  if (!scene) throw internalError('The tour has no scene to make its link-preview image from.');
  const file = join(plan.folder, scene.panorama);
  const bytes = await writeShareImage(
    { file, layout: await readPanoramaLayout(file) },
    scene.initialView ?? DEFAULT_VIEW,
    pool,
    join(buildDir, SHARE_IMAGE_FILE),
    scenePrivacy(plan, scene),
  );
  return { bytes, ms: performance.now() - started };
}
