import { defaultLanguageOf, resolveText } from './resolve-text.js';
import { sceneIdFromTitle } from './scene-titles.js';
import type { DraftManifest } from './studio-api.js';
import { MAX_FORMER_IDS } from './tour.js';

/** Every reference to scene `from` pointed at `to`: doors, floor-plan pins, video chapters, the start scene. */
function withReferencesMoved(manifest: DraftManifest, from: string, to: string): DraftManifest {
  const { startScene, video, ...rest } = manifest;
  return {
    ...rest,
    ...(startScene === undefined ? {} : { startScene: startScene === from ? to : startScene }),
    scenes: manifest.scenes.map((s) =>
      s.links.some((l) => l.target === from)
        ? { ...s, links: s.links.map((l) => (l.target === from ? { ...l, target: to } : l)) }
        : s,
    ),
    floorPlans: manifest.floorPlans.map((f) =>
      f.scenes.some((p) => p.scene === from)
        ? { ...f, scenes: f.scenes.map((p) => (p.scene === from ? { ...p, scene: to } : p)) }
        : f,
    ),
    ...(video
      ? {
          video: {
            ...video,
            chapters: video.chapters.map((c) => (c.scene === from ? { ...c, scene: to } : c)),
          },
        }
      : {}),
  };
}

/**
 * Gives scene `sceneId` the id its title makes (`Living room` → `living-room`, in the draft's
 * first language; unique among every id and former id of the other scenes) and points every
 * reference in the draft at it. The old id joins the scene's `formerIds` (the newest
 * {@link MAX_FORMER_IDS} are kept), so links shared with it keep opening the room; an id the
 * scene had before and gets again leaves them. Former ids are kept whether or not a version
 * showed them: preview links travel too, and the studio cannot know which went out.
 */
export function withSceneIdFromTitle(
  manifest: DraftManifest,
  sceneId: string,
): { manifest: DraftManifest; id: string } {
  const scene = manifest.scenes.find((s) => s.id === sceneId);
  if (!scene) return { manifest, id: sceneId };
  const taken = new Set(
    manifest.scenes.filter((s) => s !== scene).flatMap((s) => [s.id, ...(s.formerIds ?? [])]),
  );
  const id = sceneIdFromTitle(resolveText(scene.title, [defaultLanguageOf(manifest)]), taken);
  if (id === sceneId) return { manifest, id };
  const formerIds = [...(scene.formerIds ?? []).filter((f) => f !== id), sceneId].slice(-MAX_FORMER_IDS);
  const renamed = {
    ...manifest,
    scenes: manifest.scenes.map((s) => (s === scene ? { ...s, id, formerIds } : s)),
  };
  return { manifest: withReferencesMoved(renamed, sceneId, id), id };
}
