import type { Manifest } from '@tourview/schema';
import { mediaFilesOf } from './media-names.js';

/** Every file name a manifest uses (panoramas, media and the tripod cover's logo), each once. */
export function sourceNamesOf(manifest: Manifest): string[] {
  const logo = manifest.tripodCover?.logo;
  const names = [
    ...manifest.scenes.map((s) => s.panorama),
    ...mediaFilesOf(manifest).map((f) => f.source),
    ...(logo ? [logo] : []),
  ];
  return [...new Set(names)];
}
