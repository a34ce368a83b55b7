import { normalizeYaw } from '@tourview/schema';
import type { Box } from './covered-insets.js';

/** A door on screen: which way it is (degrees) and its button's box. */
export interface DoorOnScreen {
  yaw: number;
  box: Box;
}

/** Between a door and the edge of what covers it, in CSS px. */
const CLEARANCE = 8;
/** The furthest a start view turns to show a door, in degrees. */
const MAX_TURN = 60;
const RAD = Math.PI / 180;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the middle of `box`, where a door's marker is, lies on `area`. */
function contains(area: Box, box: Box): boolean {
  const x = (box.left + box.right) / 2;
  const y = (box.top + box.bottom) / 2;
  return x >= area.left && x <= area.right && y >= area.top && y <= area.bottom;
}

function within(inner: Box, outer: Box): boolean {
  return (
    inner.left >= outer.left &&
    inner.right <= outer.right &&
    inner.top >= outer.top &&
    inner.bottom <= outer.bottom
  );
}

/** Whether a cover lies over the door's box or within `CLEARANCE` of its sides. */
function underCover(box: Box, covers: readonly Box[]): boolean {
  const padded = {
    left: box.left - CLEARANCE,
    right: box.right + CLEARANCE,
    top: box.top,
    bottom: box.bottom,
  };
  return covers.some((cover) => overlaps(padded, cover));
}

/** Whether the door's box is wholly on `view` and clear of every cover. */
function inSight(box: Box, covers: readonly Box[], view: Box): boolean {
  return within(box, view) && !underCover(box, covers);
}

/**
 * The smallest turn (degrees, positive to the right) that brings `door` into sight, or null.
 * A door `a`° off the view's direction sits `f·tan(a)` px from where that direction lands.
 */
function turnFor(
  door: DoorOnScreen,
  covers: readonly Box[],
  view: Box,
  yaw: number,
  f: number,
): number | null {
  const off = normalizeYaw(door.yaw - yaw);
  for (let step = 1; step <= MAX_TURN; step++)
    for (const turn of [step, -step]) {
      const dx = f * (Math.tan((off - turn) * RAD) - Math.tan(off * RAD));
      const moved = {
        top: door.box.top,
        bottom: door.box.bottom,
        left: door.box.left + dx,
        right: door.box.right + dx,
      };
      if (Math.abs(off - turn) < 80 && inSight(moved, covers, view)) return turn;
    }
  return null;
}

/**
 * The yaw that shows a door to a visitor when no door is in sight and one on screen (its marker
 * on the canvas) lies under the page's own UI (`covers`: the floor plan, the details): the
 * least turn that brings one wholly into sight. Null otherwise: a door in sight already, or
 * none under a cover, and the room's start view stays as its author set it. `area` is the
 * canvas's box, `view` the engine's view.
 */
export function yawShowingDoor(
  doors: readonly DoorOnScreen[],
  covers: readonly Box[],
  area: Box,
  view: { yaw: number; fov: number },
): number | null {
  const onScreen = doors.filter((door) => contains(area, door.box));
  if (onScreen.some((door) => inSight(door.box, covers, area))) return null;
  const covered = onScreen.filter((door) => underCover(door.box, covers));
  const f = (area.bottom - area.top) / 2 / Math.tan((view.fov / 2) * RAD);
  const turns = covered.flatMap((door) => turnFor(door, covers, area, view.yaw, f) ?? []);
  const least = turns.sort((a, b) => Math.abs(a) - Math.abs(b))[0];
  return least === undefined ? null : normalizeYaw(view.yaw + least);
}
