import type { Manifest } from '@tourview/schema';
import type { DraftFileKind } from './studio-types.js';

/**
 * What each file a manifest names is for, so a draft made from a published version lists its
 * files as if they had been uploaded. Versions recorded before defaults were applied may lack
 * the empty lists, hence the `?? []`. Captions have no kind of their own; they travel with the
 * video they belong to.
 */
export function draftFileKindsOf(manifest: Manifest): Map<string, DraftFileKind> {
  const kinds = new Map<string, DraftFileKind>();
  const add = (name: string | undefined, kind: DraftFileKind) => {
    if (name !== undefined && !kinds.has(name)) kinds.set(name, kind);
  };
  for (const scene of manifest.scenes) {
    add(scene.panorama, 'panorama');
    for (const info of scene.infos ?? []) add(info.image, 'image');
  }
  for (const plan of manifest.floorPlans ?? []) add(plan.image, 'plan');
  add(manifest.property.agent.photo, 'image');
  if (manifest.video) {
    add(manifest.video.file, 'video');
    add(manifest.video.poster, 'image');
    for (const caption of manifest.video.captions ?? []) add(caption.file, 'video');
  }
  return kinds;
}
