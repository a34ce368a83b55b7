import type { RemovedReference } from './draft-scene-removal.js';
import { resolveText, type LocalizedText } from './resolve-text.js';
import type { DraftManifest } from './studio-api.js';

const quote = (text: string) => `“${text}”`;

/**
 * What deleting a scene takes with it, in words for its confirmation ("The door from Hall to
 * it", "Its pin on the floor plan “Ground floor”", "The start scene moves to Kitchen"), with
 * titles in `languages`; `manifest` is the draft before the delete.
 */
export function sceneRemovalWords(
  manifest: DraftManifest,
  removed: readonly RemovedReference[],
  languages: readonly string[],
): string[] {
  const text = (t: LocalizedText) => resolveText(t, languages);
  const sceneName = (id: string) => {
    const scene = manifest.scenes.find((s) => s.id === id);
    return scene ? text(scene.title) : id;
  };
  return removed.map((r) => {
    switch (r.kind) {
      case 'door':
        return `The door from ${sceneName(r.from)} to it`;
      case 'pin': {
        const floor = manifest.floorPlans.find((f) => f.id === r.floor);
        return `Its pin on the floor plan ${quote(floor ? text(floor.label) : r.floor)}`;
      }
      case 'chapter': {
        const chapter = manifest.video?.chapters[r.index];
        return `The video chapter ${quote(chapter ? text(chapter.title) : String(r.index + 1))} no longer opens it (the guided video keeps the chapter)`;
      }
      case 'start':
        return r.to === null
          ? 'The tour has no start scene left'
          : `The start scene moves to ${sceneName(r.to)}`;
    }
  });
}
