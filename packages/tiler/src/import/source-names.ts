import type { Manifest } from '@tourview/schema';
import { mediaFilesOf } from './media-names.js';

/** Every file name a manifest uses (panoramas and media), each once. */
export function sourceNamesOf(manifest: Manifest): string[] {
  const names = [...manifest.scenes.map((s) => s.panorama), ...mediaFilesOf(manifest).map((f) => f.source)];
  return [...new Set(names)];
}
