import type { Manifest } from './manifest.js';
import { sceneIdFromTitle, titleForPanorama } from './scene-titles.js';

type Scene = Manifest['scenes'][number];

/** The most scenes a draft holds (the manifest's limit). */
const MAX_SCENES = 200;

/** Every id a link may name: the scenes' ids and the ids they had before a rename. */
export function takenSceneIds(scenes: readonly Pick<Scene, 'id' | 'formerIds'>[]): Set<string> {
  return new Set(scenes.flatMap((s) => [s.id, ...(s.formerIds ?? [])]));
}

/** Every language's text of a title, to tell which `Room N` are taken. */
function titlesOf(scenes: readonly Pick<Scene, 'title'>[]): Set<string> {
  return new Set(scenes.flatMap((s) => (typeof s.title === 'string' ? [s.title] : Object.values(s.title))));
}

/**
 * The draft's manifest with a scene for an uploaded panorama that no scene shows yet, titled
 * after its file (`Room 1` for a camera's `IMG_4471.jpg`, see `titleForPanorama`) with an id
 * from that title; unchanged when a scene already shows it or the draft is full. Uploading the
 * rooms' panoramas is then enough to publish a first version, as operators expect of a tour
 * maker; titles, descriptions and hotspots are edited afterwards.
 */
export function withSceneForPanorama<M extends Pick<Manifest, 'scenes'>>(manifest: M, fileName: string): M {
  const scenes = manifest.scenes as readonly Scene[];
  if (scenes.some((s) => s.panorama === fileName) || scenes.length >= MAX_SCENES) return manifest;
  const title = titleForPanorama(fileName, titlesOf(scenes));
  const scene: Scene = {
    id: sceneIdFromTitle(title, takenSceneIds(scenes)),
    title,
    description: title,
    panorama: fileName,
    links: [],
    infos: [],
  };
  return { ...manifest, scenes: [...scenes, scene] };
}
