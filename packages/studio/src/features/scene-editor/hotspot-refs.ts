import { resolveText, type DraftManifest, type HotspotIcon } from '@tourview/schema';
import type { Direction, DraftScene, HotspotRef } from './scene-edits.js';

/** A hotspot of the scene as the editor draws it: which one, its names, its icon and its direction. */
export interface LabelledHotspot extends HotspotRef, Direction {
  /** A key unique within the scene. */
  key: string;
  /** Its name for a screen reader: "Door to Kitchen". */
  label: string;
  /** What the marker shows beside it: the room a door leads to, an info point's title. */
  text: string;
  icon: HotspotIcon | undefined;
}

/** A scene's title in the first of `languages` it has, or the id of a scene that is gone. */
export function sceneTitle(manifest: DraftManifest, id: string, languages: readonly string[]): string {
  return resolveText(manifest.scenes.find((s) => s.id === id)?.title ?? id, languages);
}

/** The scene's doors, then its info points, each named in the tour's first language. */
export function labelledHotspots(
  manifest: DraftManifest,
  scene: DraftScene,
  languages: readonly string[],
): LabelledHotspot[] {
  return [
    ...scene.links.map((l, index) => {
      const text = sceneTitle(manifest, l.target, languages);
      return {
        kind: 'door' as const,
        index,
        key: `door ${index}`,
        label: `Door to ${text}`,
        text,
        icon: l.icon,
        yaw: l.yaw,
        pitch: l.pitch,
      };
    }),
    ...scene.infos.map((n, index) => {
      const text = resolveText(n.title, languages);
      return {
        kind: 'info' as const,
        index,
        key: `info ${index}`,
        label: `Info point: ${text}`,
        text,
        icon: n.icon,
        yaw: n.yaw,
        pitch: n.pitch,
      };
    }),
  ];
}
