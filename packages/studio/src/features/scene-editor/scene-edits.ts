import { roundAngle, roundPitch, type DraftManifest, type HotspotIcon, type View } from '@tourview/schema';
import type { Texts } from '../../lib/draft-editing/tour-languages.js';

/** A scene of a draft. */
export type DraftScene = DraftManifest['scenes'][number];
/** A door of a scene. */
export type Door = DraftScene['links'][number];
/** An info point of a scene. */
export type InfoPoint = DraftScene['infos'][number];
export type { Texts };

/** Which hotspot of a scene: its list and its place in it. */
export interface HotspotRef {
  kind: 'door' | 'info';
  index: number;
}

/** An edit of one scene of a manifest, given the scene's id. */
export type SceneEdit = (manifest: DraftManifest, sceneId: string) => DraftManifest;

/** A direction in degrees. */
export interface Direction {
  yaw: number;
  pitch: number;
}

/** Yaw into (-180, 180], pitch into [-90, 90], both to 0.01°: what the manifest accepts and keeps readable. */
export function tidyDirection({ yaw, pitch }: Direction): Direction {
  return { yaw: roundAngle(yaw), pitch: roundPitch(pitch) };
}

/** Changes one scene of a manifest; every other part stays the same object. */
function withScene(
  manifest: DraftManifest,
  sceneId: string,
  change: (scene: DraftScene) => DraftScene,
): DraftManifest {
  return { ...manifest, scenes: manifest.scenes.map((s) => (s.id === sceneId ? change(s) : s)) };
}

/** Adds a door; it is the scene's last. */
export function addDoor(manifest: DraftManifest, sceneId: string, door: Door): DraftManifest {
  return withScene(manifest, sceneId, (s) => ({
    ...s,
    links: [...s.links, { ...door, ...tidyDirection(door) }],
  }));
}

/** Adds an info point; it is the scene's last. */
export function addInfo(manifest: DraftManifest, sceneId: string, info: InfoPoint): DraftManifest {
  return withScene(manifest, sceneId, (s) => ({
    ...s,
    infos: [...s.infos, { ...info, ...tidyDirection(info) }],
  }));
}

/** Moves a hotspot to a direction. */
export function moveHotspot(
  manifest: DraftManifest,
  sceneId: string,
  ref: HotspotRef,
  to: Direction,
): DraftManifest {
  const at = tidyDirection(to);
  return withScene(manifest, sceneId, (s) =>
    ref.kind === 'door'
      ? { ...s, links: s.links.map((l, i) => (i === ref.index ? { ...l, ...at } : l)) }
      : { ...s, infos: s.infos.map((n, i) => (i === ref.index ? { ...n, ...at } : n)) },
  );
}

/** Removes a hotspot. */
export function removeHotspot(manifest: DraftManifest, sceneId: string, ref: HotspotRef): DraftManifest {
  return withScene(manifest, sceneId, (s) =>
    ref.kind === 'door'
      ? { ...s, links: s.links.filter((_, i) => i !== ref.index) }
      : { ...s, infos: s.infos.filter((_, i) => i !== ref.index) },
  );
}

/** Points a door at another scene. */
export function setDoorTarget(
  manifest: DraftManifest,
  sceneId: string,
  index: number,
  target: string,
): DraftManifest {
  return withScene(manifest, sceneId, (s) => ({
    ...s,
    links: s.links.map((l, i) => (i === index ? { ...l, target } : l)),
  }));
}

/** Replaces an info point's title and text. */
export function setInfoTexts(
  manifest: DraftManifest,
  sceneId: string,
  index: number,
  texts: { title: Texts; text: Texts },
): DraftManifest {
  return withScene(manifest, sceneId, (s) => ({
    ...s,
    infos: s.infos.map((n, i) => (i === index ? { ...n, ...texts } : n)),
  }));
}

/** Attaches a photo (a draft image's file name) to an info point, or takes it off. */
export function setInfoImage(
  manifest: DraftManifest,
  sceneId: string,
  index: number,
  image: string | undefined,
): DraftManifest {
  return withScene(manifest, sceneId, (s) => ({
    ...s,
    infos: s.infos.map((n, i) => {
      if (i !== index) return n;
      const { image: _old, ...info } = n;
      return image === undefined ? info : { ...info, image };
    }),
  }));
}

/** Gives a hotspot one of the fixed icons, or (`undefined`) its kind's usual sign, leaving no empty field. */
export function setHotspotIcon(
  manifest: DraftManifest,
  sceneId: string,
  ref: HotspotRef,
  icon: HotspotIcon | undefined,
): DraftManifest {
  const withIcon = <T extends { icon?: HotspotIcon }>(hotspot: T): T => {
    const { icon: _old, ...rest } = hotspot;
    return (icon === undefined ? rest : { ...rest, icon }) as T;
  };
  return withScene(manifest, sceneId, (s) =>
    ref.kind === 'door'
      ? { ...s, links: s.links.map((l, i) => (i === ref.index ? withIcon(l) : l)) }
      : { ...s, infos: s.infos.map((n, i) => (i === ref.index ? withIcon(n) : n)) },
  );
}

/** Makes a view the scene's start view. */
export function setStartView(manifest: DraftManifest, sceneId: string, view: View): DraftManifest {
  const { yaw, pitch } = tidyDirection(view);
  const fov = Math.round(Math.min(120, Math.max(10, view.fov)));
  return withScene(manifest, sceneId, (s) => ({ ...s, initialView: { yaw, pitch, fov } }));
}

/** Says north lies at `yaw` in the scene. */
export function setNorth(manifest: DraftManifest, sceneId: string, yaw: number): DraftManifest {
  return withScene(manifest, sceneId, (s) => ({ ...s, north: roundAngle(yaw) }));
}

/** An id for a new info point, unique in its scene: `info-1`, `info-2`, … */
export function newInfoId(scene: DraftScene): string {
  const taken = new Set(scene.infos.map((n) => n.id));
  let n = scene.infos.length + 1;
  while (taken.has(`info-${n}`)) n += 1;
  return `info-${n}`;
}
