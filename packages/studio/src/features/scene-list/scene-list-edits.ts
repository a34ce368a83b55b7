import {
  redundantSceneFor,
  resolveText,
  sceneRemovalWords,
  withoutScene,
  withScenePanorama,
  type DraftManifest,
} from '@tourview/schema';
import type { Texts } from '../../lib/draft-editing/tour-languages.js';

/** Moves a scene to `to` in the list (clamped), the order visitors meet the rooms in. */
export function moveScene(manifest: DraftManifest, sceneId: string, to: number): DraftManifest {
  const from = manifest.scenes.findIndex((s) => s.id === sceneId);
  const scene = manifest.scenes[from];
  const at = Math.min(manifest.scenes.length - 1, Math.max(0, to));
  if (!scene || at === from) return manifest;
  const rest = manifest.scenes.filter((_, i) => i !== from);
  return { ...manifest, scenes: [...rest.slice(0, at), scene, ...rest.slice(at)] };
}

/** Replaces a scene's title or description. */
export function setSceneText(
  manifest: DraftManifest,
  sceneId: string,
  field: 'title' | 'description',
  text: Texts,
): DraftManifest {
  return {
    ...manifest,
    scenes: manifest.scenes.map((s) => (s.id === sceneId ? { ...s, [field]: text } : s)),
  };
}

/** Makes a scene the one visitors start in. */
export function setStartScene(manifest: DraftManifest, sceneId: string): DraftManifest {
  return { ...manifest, startScene: sceneId };
}

/** What a screen reader hears after scene `name` moved to place `to` (0-based, clamped) of `count`. */
export function sceneMovedWords(name: string, to: number, count: number): string {
  return `${name} is now number ${Math.min(count, Math.max(1, to + 1))} of ${count}.`;
}

/** A scene and what a confirmation says goes with it. */
export interface Deletion {
  after: DraftManifest;
  lines: string[];
}

/** The draft without a scene, and in words what goes with it (`sceneRemovalWords`). */
export function deleteScene(
  manifest: DraftManifest,
  sceneId: string,
  languages: readonly string[],
): Deletion {
  const { manifest: after, removed } = withoutScene(manifest, sceneId);
  return { after, lines: sceneRemovalWords(manifest, removed, languages) };
}

/**
 * The draft with scene `sceneId` showing panorama `file`, and in words what goes with the
 * replacement: the scene uploading the file made, when nothing was done with it.
 */
export function replacePanorama(
  manifest: DraftManifest,
  sceneId: string,
  file: string,
  languages: readonly string[],
): Deletion {
  const redundant = redundantSceneFor(manifest, sceneId, file);
  const lines = redundant
    ? [
        `The scene ${resolveText(redundant.title, languages)} that uploading ${file} made is deleted: nothing was added to it`,
      ]
    : [];
  return { after: withScenePanorama(manifest, sceneId, file).manifest, lines };
}
