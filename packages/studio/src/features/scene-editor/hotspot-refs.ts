import { resolveText, type DraftManifest } from '@tourview/schema';
import type { Direction, DraftScene, HotspotRef } from './scene-edits.js';

/** A hotspot of the scene as the editor draws it: which one, its name and its direction. */
export interface LabelledHotspot extends HotspotRef, Direction {
  /** A key unique within the scene. */
  key: string;
  label: string;
}

/** The scene's doors, then its info points, each named for a screen reader in the tour's first language. */
export function labelledHotspots(
  manifest: DraftManifest,
  scene: DraftScene,
  languages: readonly string[],
): LabelledHotspot[] {
  const titleOf = (id: string) =>
    resolveText(manifest.scenes.find((s) => s.id === id)?.title ?? id, languages);
  return [
    ...scene.links.map((l, index) => ({
      kind: 'door' as const,
      index,
      key: `door ${index}`,
      label: `Door to ${titleOf(l.target)}`,
      yaw: l.yaw,
      pitch: l.pitch,
    })),
    ...scene.infos.map((n, index) => ({
      kind: 'info' as const,
      index,
      key: `info ${index}`,
      label: `Info point: ${resolveText(n.title, languages)}`,
      yaw: n.yaw,
      pitch: n.pitch,
    })),
  ];
}
