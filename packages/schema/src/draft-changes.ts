import { counted, listed, quoted, same, sameText } from './draft-change-words.js';
import { draftLanguages } from './draft-languages.js';
import { sceneChanges, type SceneContext } from './draft-scene-changes.js';
import { defaultLanguageOf, resolveText } from './resolve-text.js';
import type { DraftChangeGroup, DraftManifest } from './studio-api.js';

type Property = DraftManifest['property'];
type Floor = DraftManifest['floorPlans'][number];
type Video = NonNullable<DraftManifest['video']>;

const PROPERTY_FIELDS: readonly [string, (p: Property) => unknown][] = [
  ['Address', (p) => p.address],
  ['Listing', (p) => p.listing],
  ['Price', (p) => p.price],
  ['Bedrooms', (p) => p.bedrooms],
  ['Bathrooms', (p) => p.bathrooms],
  ['Floor area', (p) => p.floorArea],
  ['Agent name', (p) => p.agent.name],
  ['Agency', (p) => p.agent.agency],
  ['Agent phone', (p) => p.agent.phone],
  ['Agent email', (p) => p.agent.email],
  ['Agent photo', (p) => p.agent.photo],
];

function propertyChanges(before: Property, after: Property, first: string): string[] {
  return [
    ...PROPERTY_FIELDS.filter(([, field]) => !same(field(before), field(after))).map(
      ([name]) => `${name} changed`,
    ),
    ...(sameText(before.description, after.description, first) ? [] : ['Property description changed']),
  ];
}

function floorChanges(before: readonly Floor[], after: readonly Floor[], first: string): string[] {
  const old = new Map(before.map((f) => [f.id, f]));
  const kept = new Set(after.map((f) => f.id));
  return [
    ...after.flatMap((floor) => {
      const was = old.get(floor.id);
      const name = `Floor ${quoted(floor.label, first)}`;
      if (!was) return [`${name} added`];
      return [
        ...(sameText(was.label, floor.label, first)
          ? []
          : [`${name} renamed from ${quoted(was.label, first)}`]),
        ...(was.image === floor.image ? [] : [`${name}: plan image replaced`]),
        ...(same(was.north, floor.north) ? [] : [`${name}: north changed`]),
      ];
    }),
    ...before.filter((f) => !kept.has(f.id)).map((f) => `Floor ${quoted(f.label, first)} removed`),
  ];
}

function chapterChanges(before: Video['chapters'], after: Video['chapters'], first: string): string[] {
  const key = (c: Video['chapters'][number]) => resolveText(c.title, [first]);
  const old = new Map(before.map((c) => [key(c), c]));
  const kept = new Set(after.map(key));
  const added = after.filter((c) => !old.has(key(c))).map((c) => quoted(c.title, first));
  const removed = before.filter((c) => !kept.has(key(c))).map((c) => quoted(c.title, first));
  const changed = after.filter((c) => {
    const was = old.get(key(c));
    return was && !same(was, c);
  });
  return [
    ...(added.length ? [`${counted(added.length, 'chapter', 'chapters')} added (${listed(added)})`] : []),
    ...(removed.length
      ? [`${counted(removed.length, 'chapter', 'chapters')} removed (${listed(removed)})`]
      : []),
    ...changed.map((c) => `Chapter ${quoted(c.title, first)} changed`),
  ];
}

function videoChanges(before: Video | undefined, after: Video | undefined, first: string): string[] {
  if (!before) return after ? ['Video added'] : [];
  if (!after) return ['Video removed'];
  return [
    ...(before.file === after.file ? [] : ['Video file replaced']),
    ...(before.poster === after.poster ? [] : ['Video poster changed']),
    ...(same(before.captions, after.captions) ? [] : ['Video captions changed']),
    ...chapterChanges(before.chapters, after.chapters, first),
  ];
}

function tourChanges(before: DraftManifest, after: DraftManifest, context: SceneContext): string[] {
  const { first } = context;
  const languages = new Set(draftLanguages(before));
  const addedLanguages = draftLanguages(after).filter((l) => !languages.has(l));
  const startOf = (m: DraftManifest) => m.startScene ?? m.scenes[0]?.id;
  const [wasStart, isStart] = [startOf(before), startOf(after)];
  const kept = new Set(before.scenes.map((s) => s.id));
  const order = (scenes: DraftManifest['scenes'], ids: ReadonlySet<string>) =>
    scenes.filter((s) => ids.has(s.id)).map((s) => s.id);
  const common = new Set(after.scenes.map((s) => s.id).filter((id) => kept.has(id)));
  return [
    ...(sameText(before.title, after.title, first) ? [] : ['Title changed']),
    ...(addedLanguages.length ? [`Languages added: ${listed(addedLanguages)}`] : []),
    ...(wasStart === isStart || isStart === undefined
      ? []
      : [
          `Start scene changed${wasStart ? ` from ${context.titleOf(wasStart)}` : ''} to ${context.titleOf(isStart)}`,
        ]),
    ...(same(order(before.scenes, common), order(after.scenes, common)) ? [] : ['Scenes reordered']),
    ...propertyChanges(before.property, after.property, first),
    ...floorChanges(before.floorPlans, after.floorPlans, first),
    ...videoChanges(before.video, after.video, first),
    ...(same(before.tripodCover, after.tripodCover) ? [] : ['Tripod cover changed']),
  ];
}

/**
 * What a draft changes in a tour since a published version, in plain words grouped by scene:
 * first the tour's own changes (title, start scene, scene order, property and agent, floors,
 * video, languages), then each scene of the draft that changed in its order (added, renamed,
 * doors, info points, start view, north, pins), then the scenes it removes. An empty list
 * means the draft would publish the same tour again. Pure, so the server answers it and tests
 * read it from real manifests.
 */
export function draftChanges(published: DraftManifest, draft: DraftManifest): DraftChangeGroup[] {
  const first = defaultLanguageOf(draft);
  const titles = new Map(
    [...published.scenes, ...draft.scenes].map((s) => [s.id, resolveText(s.title, [first])]),
  );
  const context: SceneContext = { first, titleOf: (id) => titles.get(id) ?? id };
  const floors = { before: published.floorPlans, after: draft.floorPlans };
  const old = new Map(published.scenes.map((s) => [s.id, s]));
  const kept = new Set(draft.scenes.map((s) => s.id));
  const groups: DraftChangeGroup[] = [
    { scene: null, title: 'Tour', changes: tourChanges(published, draft, context) },
    ...draft.scenes.map((scene) => ({
      scene: scene.id,
      title: context.titleOf(scene.id),
      changes: sceneChanges(old.get(scene.id), scene, floors, context),
    })),
    ...published.scenes
      .filter((s) => !kept.has(s.id))
      .map((s) => ({ scene: s.id, title: context.titleOf(s.id), changes: ['Scene removed'] })),
  ];
  return groups.filter((g) => g.changes.length > 0);
}
