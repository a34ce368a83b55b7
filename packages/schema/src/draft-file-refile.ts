import { counted, quoted } from './draft-change-words.js';
import { withSceneForPanorama } from './draft-scenes.js';
import { defaultLanguageOf } from './resolve-text.js';
import type { DraftManifest } from './studio-api.js';
import type { DraftFileKindName } from './studio-uploads.js';

/** The most floors a tour has (the manifest's limit). */
const MAX_FLOORS = 10;

/** A manifest after a file is re-filed, and what changed, in words for the confirmation. */
export interface Refiled<M> {
  manifest: M;
  changes: string[];
}

/** `living-room.jpg` → `Living room`: what a new room or floor is called until renamed. */
function titleOf(name: string): string {
  const words = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 40);
}

function floorIdOf(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'floor';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The manifest without the rooms that show `name`, nor the doors, pins and chapters to them. */
function withoutScenesOf<M extends DraftManifest>(manifest: M, name: string, changes: string[]): M {
  const first = defaultLanguageOf(manifest);
  const gone = new Set(manifest.scenes.filter((s) => s.panorama === name).map((s) => s.id));
  if (gone.size === 0) return manifest;
  const kept = manifest.scenes.filter((s) => !gone.has(s.id));
  for (const scene of manifest.scenes.filter((s) => gone.has(s.id))) {
    const doors = kept.flatMap((s) => s.links).filter((l) => l.target === scene.id).length;
    const with_ = doors ? `, with the ${counted(doors, 'door', 'doors')} other rooms have to it` : '';
    changes.push(`Room ${quoted(scene.title, first)} is removed${with_}`);
  }
  const video = manifest.video && {
    ...manifest.video,
    chapters: manifest.video.chapters.map(({ scene, ...chapter }) =>
      scene === undefined || gone.has(scene) ? chapter : { ...chapter, scene },
    ),
  };
  const { startScene, ...rest } = manifest;
  return {
    ...rest,
    ...(startScene !== undefined && !gone.has(startScene) ? { startScene } : {}),
    scenes: kept.map((s) => ({ ...s, links: s.links.filter((l) => !gone.has(l.target)) })),
    floorPlans: manifest.floorPlans.map((f) => ({
      ...f,
      scenes: f.scenes.filter((p) => !gone.has(p.scene)),
    })),
    ...(video ? { video } : {}),
  } as M;
}

function withoutFloorsOf<M extends DraftManifest>(manifest: M, name: string, changes: string[]): M {
  const first = defaultLanguageOf(manifest);
  const gone = manifest.floorPlans.filter((f) => f.image === name);
  for (const floor of gone)
    changes.push(`Floor plan ${quoted(floor.label, first)} is removed, with its pins`);
  return gone.length
    ? { ...manifest, floorPlans: manifest.floorPlans.filter((f) => f.image !== name) }
    : manifest;
}

function withFloorFor<M extends DraftManifest>(manifest: M, name: string, changes: string[]): M {
  if (manifest.floorPlans.some((f) => f.image === name) || manifest.floorPlans.length >= MAX_FLOORS)
    return manifest;
  const label = titleOf(name);
  const id = floorIdOf(label, new Set(manifest.floorPlans.map((f) => f.id)));
  changes.push(`Floor plan “${label}” is added`);
  return {
    ...manifest,
    floorPlans: [...manifest.floorPlans, { id, label, image: name, north: 0, scenes: [] }],
  };
}

/**
 * The draft after the file `name` is re-filed as `kind`, its uses moved: a panorama filed as a
 * plan or photo loses its room (and the doors, pins and chapters to it), a plan filed as
 * anything else loses its floor; a file filed as a panorama gets a room and as a plan a floor.
 * A photo's other uses (an info point's photo, the agent's) stay. Video is not re-filed.
 */
export function refileDraftFile<M extends DraftManifest>(
  manifest: M,
  name: string,
  kind: DraftFileKindName,
): Refiled<M> {
  const changes: string[] = [];
  let next = manifest;
  if (kind !== 'panorama') next = withoutScenesOf(next, name, changes);
  if (kind !== 'plan') next = withoutFloorsOf(next, name, changes);
  if (kind === 'plan') next = withFloorFor(next, name, changes);
  if (kind === 'panorama') {
    const added = withSceneForPanorama(next, name);
    if (added !== next) {
      const title = added.scenes.at(-1)?.title;
      changes.push(`Room ${quoted(title ?? name, defaultLanguageOf(next))} is added`);
    }
    next = added;
  }
  return { manifest: next, changes };
}
