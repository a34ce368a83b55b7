import { join } from 'node:path';
import type { Manifest } from '@tourview/schema';
import type { PanoramaPrivacy } from '../project/panorama-privacy.js';

/** What a scene's published pixels hide: its blur regions and the tour's tripod cover. */
export function scenePrivacy(
  folder: string,
  manifest: Manifest,
  scene: Manifest['scenes'][number],
): PanoramaPrivacy {
  const cover = manifest.tripodCover;
  return {
    ...(scene.blur?.length ? { blur: scene.blur } : {}),
    ...(cover ? { tripodCover: cover } : {}),
    ...(cover?.logo ? { logoFile: join(folder, cover.logo) } : {}),
  };
}
