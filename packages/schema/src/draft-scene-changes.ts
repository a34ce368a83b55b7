import { counted, listed, quoted, same, sameText } from './draft-change-words.js';
import type { DraftManifest } from './studio-api.js';

type Scene = DraftManifest['scenes'][number];
type Link = Scene['links'][number];
type Info = Scene['infos'][number];
type Floor = DraftManifest['floorPlans'][number];

/** What the scene-level comparison needs besides the two scenes. */
export interface SceneContext {
  /** The tour's first language, which titles are quoted in. */
  first: string;
  /** A scene's title by id, from the draft or else the published version. */
  titleOf: (id: string) => string;
}

const moved = (a: { yaw: number; pitch: number }, b: { yaw: number; pitch: number }) =>
  !same(a.yaw, b.yaw) || !same(a.pitch, b.pitch);

/** Doors are told apart by where they lead; two doors to one room pair up in their order. */
function doorChanges(before: readonly Link[], after: readonly Link[], context: SceneContext): string[] {
  const targets = [...new Set([...after, ...before].map((l) => l.target))];
  const added: string[] = [];
  const removed: string[] = [];
  const changes: string[] = [];
  for (const target of targets) {
    const was = before.filter((l) => l.target === target);
    const is = after.filter((l) => l.target === target);
    const name = context.titleOf(target);
    for (let i = 0; i < Math.max(was.length, is.length); i++) {
      const [old, now] = [was[i], is[i]];
      if (!old) added.push(name);
      else if (!now) removed.push(name);
      else {
        if (moved(old, now)) changes.push(`Door to ${name} moved`);
        if (!sameText(old.label, now.label, context.first)) changes.push(`Door to ${name}: label changed`);
      }
    }
  }
  const summary = (names: string[], verb: string) =>
    names.length ? [`${counted(names.length, 'door', 'doors')} ${verb} (to ${listed(names)})`] : [];
  return [...summary(added, 'added'), ...summary(removed, 'removed'), ...changes];
}

function infoChanges(before: readonly Info[], after: readonly Info[], first: string): string[] {
  const old = new Map(before.map((i) => [i.id, i]));
  const changes = after.flatMap((info) => {
    const was = old.get(info.id);
    const name = `Info point ${quoted(info.title, first)}`;
    if (!was) return [`${name} added`];
    const edited =
      !sameText(was.title, info.title, first) ||
      !sameText(was.text, info.text, first) ||
      was.image !== info.image;
    return [...(moved(was, info) ? [`${name} moved`] : []), ...(edited ? [`${name} changed`] : [])];
  });
  const kept = new Set(after.map((i) => i.id));
  const removed = before
    .filter((i) => !kept.has(i.id))
    .map((i) => `Info point ${quoted(i.title, first)} removed`);
  return [...changes, ...removed];
}

/** `set`, `changed` or `removed` for an optional value, or nothing when it stayed. */
function optionalChange(label: string, before: unknown, after: unknown): string[] {
  if (same(before, after)) return [];
  if (before === undefined) return [`${label} set`];
  return [after === undefined ? `${label} removed` : `${label} changed`];
}

/** Where the scene sits on each floor, compared floor by floor. */
function pinChanges(id: string, before: readonly Floor[], after: readonly Floor[], first: string): string[] {
  const floors = new Map(before.map((f) => [f.id, f]));
  return after.flatMap((floor) => {
    const pin = floor.scenes.find((p) => p.scene === id);
    const was = floors.get(floor.id)?.scenes.find((p) => p.scene === id);
    const on = quoted(floor.label, first);
    if (!pin) return was ? [`Unpinned from ${on}`] : [];
    if (!was) return [`Pinned on ${on}`];
    return [
      ...(!same(pin.x, was.x) || !same(pin.y, was.y) ? [`Pin moved on ${on}`] : []),
      ...(!same(pin.yawOffset, was.yawOffset) ? [`Heading on ${on} changed`] : []),
    ];
  });
}

/**
 * What changed in one scene between the published version and the draft, in plain words
 * ("2 doors added (to Kitchen and Hall)", "Start view changed", "Pinned on “Ground floor”");
 * a scene the version did not have is "Scene added", with what it holds.
 */
export function sceneChanges(
  before: Scene | undefined,
  after: Scene,
  floors: { before: readonly Floor[]; after: readonly Floor[] },
  context: SceneContext,
): string[] {
  const { first } = context;
  if (!before)
    return [
      'Scene added',
      ...doorChanges([], after.links, context),
      ...infoChanges([], after.infos, first),
      ...blurChanges([], after.blur ?? []),
      ...pinChanges(after.id, floors.before, floors.after, first),
    ];
  return [
    ...ownChanges(before, after, first),
    ...optionalChange('Start view', before.initialView, after.initialView),
    ...optionalChange('North', before.north, after.north),
    ...doorChanges(before.links, after.links, context),
    ...infoChanges(before.infos, after.infos, first),
    ...blurChanges(before.blur ?? [], after.blur ?? []),
    ...pinChanges(after.id, floors.before, floors.after, first),
  ];
}

/** The scene's blur regions: how many there are now, when they changed. */
function blurChanges(before: readonly unknown[], after: readonly unknown[]): string[] {
  if (same(before, after)) return [];
  return [
    after.length === 0 ? 'Blur removed' : `Blur changed (${counted(after.length, 'region', 'regions')})`,
  ];
}

/** Changes to the scene's title, description and panorama. */
function ownChanges(before: Scene, after: Scene, first: SceneContext['first']): string[] {
  return [
    ...(sameText(before.title, after.title, first)
      ? []
      : [`Renamed from ${quoted(before.title, first)} to ${quoted(after.title, first)}`]),
    ...(sameText(before.description, after.description, first) ? [] : ['Description changed']),
    ...(before.panorama === after.panorama ? [] : ['Panorama replaced']),
  ];
}
