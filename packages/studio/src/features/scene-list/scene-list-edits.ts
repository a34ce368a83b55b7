import type { DraftManifest } from '@tourview/schema';
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
