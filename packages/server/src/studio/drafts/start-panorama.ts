import type { Draft } from '@tourview/storage';

/**
 * The SHA-256 of the draft's start room's panorama (the first room when none is named), or
 * `null` while it has no room or the room's panorama is not uploaded. The draft's rather than
 * the live version's: the thumbnail route serves a draft's files, the studio shows the work
 * in progress, and a published tour's draft starts as its live version, so the two agree until
 * an editor changes the start room.
 */
export function startPanoramaOf(draft: Draft | null): string | null {
  if (!draft) return null;
  const { scenes, startScene } = draft.manifest;
  const start = scenes.find((scene) => scene.id === startScene) ?? scenes[0];
  if (!start) return null;
  return draft.files.find((f) => f.name === start.panorama && f.kind !== 'video')?.sha256 ?? null;
}
