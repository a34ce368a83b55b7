import type { Manifest } from './manifest.js';

type Scene = Manifest['scenes'][number];

/** The most scenes a draft holds (the manifest's limit). */
const MAX_SCENES = 200;

/** Room for a `-2` … `-999` suffix within a scene id's 48 characters. */
const SCENE_ID_BASE_LENGTH = 44;

/** `living-room.jpg` → `Living room` (a draft file name starts with a letter or digit): what an operator would call the room before renaming it. */
function titleOf(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 80);
}

function sceneIdOf(fileName: string, taken: ReadonlySet<string>): string {
  const base = fileName
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SCENE_ID_BASE_LENGTH);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The draft's manifest with a scene for an uploaded panorama that no scene shows yet, titled
 * after its file; unchanged when a scene already shows it or the draft is full. Uploading the
 * rooms' panoramas is then enough to publish a first version, as operators expect of a tour
 * maker; titles, descriptions and hotspots are edited afterwards.
 */
export function withSceneForPanorama<M extends Pick<Manifest, 'scenes'>>(manifest: M, fileName: string): M {
  const scenes = manifest.scenes as readonly Scene[];
  if (scenes.some((s) => s.panorama === fileName) || scenes.length >= MAX_SCENES) return manifest;
  const title = titleOf(fileName);
  const scene: Scene = {
    id: sceneIdOf(fileName, new Set(scenes.map((s) => s.id))),
    title,
    description: title,
    panorama: fileName,
    links: [],
    infos: [],
  };
  return { ...manifest, scenes: [...scenes, scene] };
}
