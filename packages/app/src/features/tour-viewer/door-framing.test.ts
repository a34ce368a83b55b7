import { describe, expect, it } from 'vitest';
import { yawShowingDoor } from './door-framing.js';

const AREA = { left: 0, top: 0, right: 1024, bottom: 768 };
const PLAN = { left: 12, top: 347, right: 268, bottom: 629 };
const PANEL = { left: 640, top: 0, right: 1024, bottom: 768 };
const VIEW = { yaw: 26, fov: 75 };
/** The pixels per radian of the view's middle on a 768 px tall canvas at fov 75. */
const F = 384 / Math.tan(37.5 * (Math.PI / 180));
/** A door `off` degrees left or right of the view's direction, landing on x = 320 + f·tan(off). */
const doorAt = (off: number, top = 440, width = 224) => {
  const x = 320 + F * Math.tan(off * (Math.PI / 180));
  return { yaw: VIEW.yaw + off, box: { left: x - width / 2, right: x + width / 2, top, bottom: top + 44 } };
};

describe('the yaw a room’s start view turns to, to show a door', () => {
  it('turns left just far enough that a door under the floor plan clears it', () => {
    const yaw = yawShowingDoor([doorAt(-12)], [PLAN, PANEL], AREA, VIEW);
    expect(yaw).not.toBeNull();
    const turn = (yaw ?? 0) - VIEW.yaw;
    expect(turn).toBeLessThan(0);
    expect(turn).toBeGreaterThan(-30);
    // Seen from there, the door's box lies right of the plan and left of the panel.
    const x = 320 + F * Math.tan((-12 - turn) * (Math.PI / 180));
    expect(x - 112).toBeGreaterThanOrEqual(PLAN.right + 8);
    expect(x + 112).toBeLessThanOrEqual(PANEL.left);
  });

  it('turns right to bring a door out from under the details panel', () => {
    expect(
      (yawShowingDoor([doorAt(25, 200, 160)], [PLAN, PANEL], AREA, VIEW) ?? 0) - VIEW.yaw,
    ).toBeGreaterThan(0);
  });

  it('keeps the view when a door is in sight, or none on screen is under the page’s UI', () => {
    expect(yawShowingDoor([doorAt(-12), doorAt(0, 300, 160)], [PLAN, PANEL], AREA, VIEW)).toBeNull();
    expect(yawShowingDoor([doorAt(70)], [PLAN, PANEL], AREA, VIEW)).toBeNull();
    expect(yawShowingDoor([], [PLAN], AREA, VIEW)).toBeNull();
    // Half past the canvas's edge, or at the edge above the plan: under nothing of the page.
    expect(yawShowingDoor([doorAt(60, 200, 160)], [PLAN, PANEL], AREA, VIEW)).toBeNull();
    expect(yawShowingDoor([doorAt(-30, 100)], [PLAN, PANEL], AREA, VIEW)).toBeNull();
  });
});
