import { quoted } from './draft-change-words.js';
import { defaultLanguageOf } from './resolve-text.js';
import type { DraftManifest } from './studio-api.js';

/** The parts of a draft that name files. */
export type FileNamingManifest = Pick<
  DraftManifest,
  'scenes' | 'floorPlans' | 'property' | 'video' | 'defaultLanguage' | 'tripodCover'
>;

/**
 * Where a draft uses the file `name`, in words (`the panorama of room “Kitchen”`): a scene's
 * panorama, a floor plan, an info point's photo, the agent's photo, the video, its poster or
 * captions, the tripod cover's logo. Empty when nothing does, so the file can go.
 */
export function draftFileUses(manifest: FileNamingManifest, name: string): string[] {
  const first = defaultLanguageOf(manifest);
  const uses: string[] = [];
  for (const scene of manifest.scenes) {
    if (scene.panorama === name) uses.push(`the panorama of room ${quoted(scene.title, first)}`);
    for (const info of scene.infos)
      if (info.image === name)
        uses.push(`the photo of info point ${quoted(info.title, first)} in ${quoted(scene.title, first)}`);
  }
  for (const floor of manifest.floorPlans)
    if (floor.image === name) uses.push(`the floor plan ${quoted(floor.label, first)}`);
  if (manifest.property.agent.photo === name) uses.push('the agent’s photo');
  const video = manifest.video;
  if (video?.file === name) uses.push('the tour’s video');
  if (video?.poster === name) uses.push('the video’s poster');
  for (const caption of video?.captions ?? [])
    if (caption.file === name) uses.push(`the video’s captions (${caption.lang})`);
  if (manifest.tripodCover?.logo === name) uses.push('the tripod cover’s logo');
  return uses;
}
