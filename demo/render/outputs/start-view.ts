import { wrapDegrees } from './view-angles.js';

/**
 * How far from a door a start view may look: on a phone held upright the view shows about
 * ±19° across at the start fov of 75°, so a door 12° off centre is on screen whole.
 */
export const DOOR_REACH_DEG = 12;

/**
 * The start yaw of a room: the direction it is shown from (`lookAt`, panorama degrees), turned
 * just far enough towards the nearest door that the door is in view, so a visitor who opens
 * the room sees both what it is about and where to go next.
 */
export function startYaw(lookAt: number, doorYaws: readonly number[]): number {
  const offsets = doorYaws.map((door) => wrapDegrees(door - lookAt));
  const nearest = offsets.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a), offsets[0] ?? 0);
  const turn = nearest - Math.sign(nearest) * Math.min(Math.abs(nearest), DOOR_REACH_DEG);
  return Math.round(wrapDegrees(lookAt + turn) * 100) / 100;
}
