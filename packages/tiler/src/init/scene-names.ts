import { extname } from 'node:path';

/** Longest scene id and title the schema takes. */
const MAX_ID = 48;
const MAX_TITLE = 80;

/** A scene's id and title as its panorama's file name suggests them. */
export interface SceneName {
  id: string;
  title: string;
}

/**
 * The id and title a file name suggests, without a leading number that only orders the files:
 * `01-living-room.jpg` → `living-room`, "Living room"; `Küche.jpg` → `kuche`, "Küche".
 */
export function sceneNameOf(file: string): SceneName {
  const stem = file.slice(0, file.length - extname(file).length);
  const words = stem.replace(/^\d+[\s._-]+(?=\S)/, '');
  const id = words
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ID)
    .replace(/^-+|-+$/g, '');
  const spaced = words.replace(/[\s._-]+/g, ' ').trim();
  const title = spaced === spaced.toLowerCase() ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : spaced;
  return { id: id || 'scene', title: title.slice(0, MAX_TITLE).trim() || 'Scene' };
}

/** The names with ids made unique in order: a second `hall` becomes `hall-2`. */
export function uniqueIds(names: readonly SceneName[]): SceneName[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let id = name.id;
    for (let n = 2; taken.has(id); n++) {
      const suffix = `-${n}`;
      id = `${name.id.slice(0, MAX_ID - suffix.length).replace(/-+$/, '')}${suffix}`;
    }
    taken.add(id);
    return { ...name, id };
  });
}
