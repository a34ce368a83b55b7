import { normalizeYaw, type InfoHotspot, type LinkHotspot, type Scene } from '@tourview/schema';

/** A hotspot of either kind, tagged so the screen renders the right button. */
export type SceneHotspot =
  | { kind: 'link'; key: string; yaw: number; pitch: number; link: LinkHotspot }
  | { kind: 'info'; key: string; yaw: number; pitch: number; info: InfoHotspot };

/**
 * The scene's hotspots in Tab order: left to right as seen from the scene's initial view,
 * starting behind the visitor's left shoulder, so keyboard order follows what is on screen.
 */
export function hotspotsInTabOrder(scene: Scene): SceneHotspot[] {
  const all: SceneHotspot[] = [
    ...scene.links.map((link) => ({
      kind: 'link' as const,
      key: `link-${link.target}-${link.yaw}`,
      yaw: link.yaw,
      pitch: link.pitch,
      link,
    })),
    ...scene.infos.map((info) => ({
      kind: 'info' as const,
      key: `info-${info.id}`,
      yaw: info.yaw,
      pitch: info.pitch,
      info,
    })),
  ];
  const relative = (h: SceneHotspot) => normalizeYaw(h.yaw - scene.initialView.yaw);
  return all.sort((a, b) => relative(a) - relative(b) || b.pitch - a.pitch);
}
