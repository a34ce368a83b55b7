import type { DraftFileKindName } from '@tourview/schema';

/** A kind as the operator reads it. */
export const KIND_WORDS: Record<DraftFileKindName, string> = {
  panorama: 'Panorama',
  image: 'Photo',
  plan: 'Floor plan',
  video: 'Video',
};

/** The kinds a file may be filed as: an image any image kind, a video only a video. */
export function kindsFor(kind: DraftFileKindName): DraftFileKindName[] {
  return kind === 'video' ? ['video'] : ['panorama', 'image', 'plan'];
}
