import type { Pin, PlanPoint } from './plan-edits.js';

/** What arrow keys turn a heading by, degrees; with Shift, the fine step. */
export const TURN_STEP = 5;
export const FINE_TURN_STEP = 1;

/** Arrow keys as steps on the plan: x to the right, y down. */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A key on a pin: where an arrow moves it (by `step` plan pixels, 1 with Shift), or Delete takes it off. */
export function pinKey(
  key: string,
  shift: boolean,
  pin: Pin,
  step: number,
): { move: PlanPoint } | { remove: true } | null {
  const arrow = ARROWS[key];
  if (arrow) {
    const by = shift ? 1 : step;
    return { move: { x: pin.x + arrow[0] * by, y: pin.y + arrow[1] * by } };
  }
  return key === 'Delete' || key === 'Backspace' ? { remove: true } : null;
}

/** A key on a heading handle: the heading an arrow turns it to (right and up clockwise), or null. */
export function headingKey(key: string, shift: boolean, yawOffset: number): number | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  return yawOffset + (shift ? FINE_TURN_STEP : TURN_STEP) * (arrow[0] || -arrow[1]);
}
