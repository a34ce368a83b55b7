import { normalizeYaw, type View } from '@tourview/schema';

/** Which way to turn to see a door, or `null` when one is in view (or there is none). */
export type DoorDirection = 'left' | 'right' | null;

// A door this close to the screen's edge is easy to miss: it counts as out of view.
const EDGE = 0.85;

/** The horizontal field of view in degrees for a vertical one and the screen's width/height. */
export function horizontalFov(fov: number, aspect: number): number {
  const half = (fov * Math.PI) / 360;
  return (Math.atan(Math.tan(half) * aspect) * 360) / Math.PI;
}

/**
 * Where the nearest door is when none is in view: yaw grows to the right, so a door at a
 * larger yaw (the short way round) is to the right.
 */
export function doorDirection(doors: readonly { yaw: number }[], view: View, aspect: number): DoorDirection {
  const halfWidth = (horizontalFov(view.fov, aspect) / 2) * EDGE;
  const offsets = doors.map((door) => normalizeYaw(door.yaw - view.yaw));
  if (offsets.length === 0 || offsets.some((offset) => Math.abs(offset) <= halfWidth)) return null;
  const nearest = offsets.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
  return nearest > 0 ? 'right' : 'left';
}
