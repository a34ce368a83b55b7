import { withoutScene } from './draft-scene-removal.js';
import { isPanoramaTitle } from './scene-titles.js';
import type { DraftManifest } from './studio-api.js';

type Scene = DraftManifest['scenes'][number];

/**
 * Whether a scene is only what uploading its panorama made (see `withSceneForPanorama`): no
 * doors, no info points, no start view or north, the title and description it was given, and
 * no door, pin or chapter leading to it. Replacing another scene's panorama with this file
 * makes it redundant.
 */
export function isUntouchedUploadScene(manifest: DraftManifest, scene: Scene): boolean {
  const referenced =
    manifest.scenes.some((s) => s.links.some((l) => l.target === scene.id)) ||
    manifest.floorPlans.some((f) => f.scenes.some((p) => p.scene === scene.id)) ||
    (manifest.video?.chapters ?? []).some((c) => c.scene === scene.id);
  return (
    !referenced &&
    scene.links.length === 0 &&
    scene.infos.length === 0 &&
    scene.initialView === undefined &&
    scene.north === undefined &&
    typeof scene.title === 'string' &&
    scene.description === scene.title &&
    isPanoramaTitle(scene.title, scene.panorama)
  );
}

/** The scene a panorama replacement would delete as redundant, if any. */
export function redundantSceneFor(manifest: DraftManifest, sceneId: string, fileName: string): Scene | null {
  return (
    manifest.scenes.find(
      (s) => s.id !== sceneId && s.panorama === fileName && isUntouchedUploadScene(manifest, s),
    ) ?? null
  );
}

/**
 * Shows `fileName` (a draft panorama) in scene `sceneId` instead of its panorama, keeping its
 * id, texts, doors, info points, start view and north: a re-shot room. The scene uploading the
 * file made is deleted when nothing was done with it (`dropped`); the old file stays in the
 * draft's files.
 */
export function withScenePanorama(
  manifest: DraftManifest,
  sceneId: string,
  fileName: string,
): { manifest: DraftManifest; dropped: string | null } {
  const scene = manifest.scenes.find((s) => s.id === sceneId);
  if (!scene || scene.panorama === fileName) return { manifest, dropped: null };
  const redundant = redundantSceneFor(manifest, sceneId, fileName);
  const replaced = {
    ...manifest,
    scenes: manifest.scenes.map((s) => (s.id === sceneId ? { ...s, panorama: fileName } : s)),
  };
  if (!redundant) return { manifest: replaced, dropped: null };
  return { manifest: withoutScene(replaced, redundant.id).manifest, dropped: redundant.id };
}
