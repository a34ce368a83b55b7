import { normalizeYaw, type DraftManifest } from '@tourview/schema';
import type { Direction } from './scene-edits.js';

/** How a door back was aimed: along the floor plan, by the two rooms' norths, or straight behind. */
export type ReturnAimVia = 'plan' | 'north' | 'opposite';

/** Where the door back from a door's target room to its room goes, and how that was found. */
export interface ReturnAim extends Direction {
  via: ReturnAimVia;
}

/** The yaw at which north lies in each scene, when it is known (set, or from the camera's heading). */
export type Norths = Readonly<Record<string, number | undefined>>;

/**
 * Degrees clockwise from a plan's up to the direction from `from` to `to` (image y grows down),
 * the frame a pin's `yawOffset` is given in.
 */
export function planBearing(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return normalizeYaw((Math.atan2(to.x - from.x, -(to.y - from.y)) * 180) / Math.PI);
}

const tenth = (n: number) => Math.round(normalizeYaw(n) * 10) / 10;

/**
 * The door back for a door in scene `from` at `door` leading to scene `to`. When one floor plan
 * pins both rooms, it aims from `to`'s pin at `from`'s, turned into `to`'s panorama by its pin's
 * `yawOffset` (the visitor app draws yaw `y` at plan heading `yawOffset + y`). Otherwise it
 * faces the way the door points, reversed: the compass bearing of the door (its yaw less
 * `from`'s north) turned 180° and put into `to`'s frame by its north, or without both norths
 * simply the door's yaw turned 180°. The pitch stays the door's: doorways stand about as far
 * below eye level on both sides.
 */
export function returnDoorAim(
  manifest: DraftManifest,
  from: string,
  to: string,
  door: Direction,
  norths: Norths,
): ReturnAim {
  for (const floor of manifest.floorPlans) {
    const here = floor.scenes.find((p) => p.scene === to);
    const there = floor.scenes.find((p) => p.scene === from);
    if (here && there && (here.x !== there.x || here.y !== there.y))
      return { yaw: tenth(planBearing(here, there) - here.yawOffset), pitch: door.pitch, via: 'plan' };
  }
  const [fromNorth, toNorth] = [norths[from], norths[to]];
  if (fromNorth !== undefined && toNorth !== undefined)
    return { yaw: tenth(door.yaw - fromNorth + 180 + toNorth), pitch: door.pitch, via: 'north' };
  return { yaw: tenth(door.yaw + 180), pitch: door.pitch, via: 'opposite' };
}

/** Whether scene `from` has a door to scene `to`. */
export function hasDoor(manifest: DraftManifest, from: string, to: string): boolean {
  return manifest.scenes.some((s) => s.id === from && s.links.some((l) => l.target === to));
}
