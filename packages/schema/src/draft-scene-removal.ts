import type { DraftManifest } from './studio-api.js';

/** What goes when a scene is deleted, besides the scene with its own doors and info points. */
export type RemovedReference =
  /** A door of another scene (`from`, its `index`-th) that led to the deleted one. */
  | { kind: 'door'; from: string; index: number }
  /** The scene's pin on a floor plan. */
  | { kind: 'pin'; floor: string }
  /** A video chapter that opened the scene: the chapter stays, without its room. */
  | { kind: 'chapter'; index: number }
  /** The start scene, which moves to `to` (the first scene left; `null` when none is). */
  | { kind: 'start'; to: string | null };

/** A draft without one of its scenes, and what went with it. */
export interface SceneRemoval {
  manifest: DraftManifest;
  removed: RemovedReference[];
}

/** What deleting `sceneId` takes with it, in the manifest's order; nothing when there is no such scene. */
function referencesTo(manifest: DraftManifest, sceneId: string): RemovedReference[] {
  const rest = manifest.scenes.filter((s) => s.id !== sceneId);
  const starts = (manifest.startScene ?? manifest.scenes[0]?.id) === sceneId;
  return [
    ...rest.flatMap((s) =>
      s.links.flatMap((l, index) =>
        l.target === sceneId ? [{ kind: 'door' as const, from: s.id, index }] : [],
      ),
    ),
    ...manifest.floorPlans.flatMap((f) =>
      f.scenes.some((p) => p.scene === sceneId) ? [{ kind: 'pin' as const, floor: f.id }] : [],
    ),
    ...(manifest.video?.chapters ?? []).flatMap((c, index) =>
      c.scene === sceneId ? [{ kind: 'chapter' as const, index }] : [],
    ),
    ...(starts ? [{ kind: 'start' as const, to: rest[0]?.id ?? null }] : []),
  ];
}

/**
 * The draft without scene `sceneId` and every reference to it: other rooms' doors to it, its
 * floor-plan pins, the room of the video chapters that opened it; a start scene moves to the
 * first scene left. `removed` lists what went, for the confirmation to say. The panorama file
 * stays in the draft's files. An unknown id changes nothing.
 */
export function withoutScene(manifest: DraftManifest, sceneId: string): SceneRemoval {
  if (!manifest.scenes.some((s) => s.id === sceneId)) return { manifest, removed: [] };
  const removed = referencesTo(manifest, sceneId);
  const scenes = manifest.scenes
    .filter((s) => s.id !== sceneId)
    .map((s) =>
      s.links.some((l) => l.target === sceneId)
        ? { ...s, links: s.links.filter((l) => l.target !== sceneId) }
        : s,
    );
  const floorPlans = manifest.floorPlans.map((f) =>
    f.scenes.some((p) => p.scene === sceneId)
      ? { ...f, scenes: f.scenes.filter((p) => p.scene !== sceneId) }
      : f,
  );
  const { startScene, video, ...rest } = manifest;
  const start = startScene === sceneId ? scenes[0]?.id : startScene;
  const chapters = video?.chapters.map((c) => {
    if (c.scene !== sceneId) return c;
    const { scene: _gone, ...chapter } = c;
    return chapter;
  });
  return {
    manifest: {
      ...rest,
      ...(start === undefined ? {} : { startScene: start }),
      scenes,
      floorPlans,
      ...(video && chapters ? { video: { ...video, chapters } } : {}),
    },
    removed,
  };
}
