import type { StudioDraft } from '@tourview/schema';

/**
 * The bytes behind a name the manifest uses (a room's panorama, a plan, a photo), for its
 * thumbnail; `undefined` while no image of that name is uploaded.
 */
export function imageSha256(files: StudioDraft['files'], name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  return files.find((f) => f.name === name && f.kind !== 'video')?.sha256;
}
