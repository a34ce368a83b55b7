import { writeFile } from 'node:fs/promises';
import type { SourceStore } from '@tourview/storage';
import { renderDraftThumbnail, type ThumbnailKind } from './draft-thumbnail.js';

/**
 * Renders the image `file`'s thumbnail and puts it into the source store, where every server
 * instance finds it by the SHA-256 this returns; `scratch` is a file path to write it through.
 */
export async function storeDraftThumbnail(
  file: string,
  kind: ThumbnailKind,
  scratch: string,
  sources: SourceStore,
): Promise<string> {
  await writeFile(scratch, await renderDraftThumbnail(file, kind));
  return (await sources.put(scratch)).sha256;
}
