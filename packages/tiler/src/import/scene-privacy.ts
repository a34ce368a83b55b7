import { join } from 'node:path';
import type { Manifest } from '@tourview/schema';
import type { PanoramaPrivacy } from '../project/panorama-privacy.js';
import type { ImportPlan } from '../validate/validate-folder.js';

/**
 * What a scene's published pixels hide: its blur regions and the tour's tripod cover, or, when
 * the tour has none, the studio's.
 */
export function scenePrivacy(
  { folder, manifest, accountCover }: Pick<ImportPlan, 'folder' | 'manifest' | 'accountCover'>,
  scene: Manifest['scenes'][number],
): PanoramaPrivacy {
  const blur = scene.blur?.length ? { blur: scene.blur } : {};
  const own = manifest.tripodCover;
  if (own) return { ...blur, tripodCover: own, ...(own.logo ? { logo: join(folder, own.logo) } : {}) };
  if (!accountCover) return blur;
  return {
    ...blur,
    tripodCover: accountCover.cover,
    ...(accountCover.logo ? { logo: accountCover.logo } : {}),
  };
}
