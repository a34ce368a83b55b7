import { normalizeYaw, type FloorPlan } from '@tourview/schema';

/**
 * Where the view looks on the plan, in degrees clockwise from the image's up direction:
 * the scene's yaw-0 direction on the plan (`yawOffset`) plus the view's yaw.
 */
export function planHeading(yaw: number, yawOffset: number): number {
  return normalizeYaw(yawOffset + yaw);
}

/** A point `radius` away from (x, y) towards `headingDeg` (clockwise from image up; y grows down). */
function towards(x: number, y: number, headingDeg: number, radius: number): [number, number] {
  const rad = (headingDeg * Math.PI) / 180;
  return [x + radius * Math.sin(rad), y - radius * Math.cos(rad)];
}

const fixed = (n: number) => Number(n.toFixed(2));

/** The SVG path of a view cone at (x, y) facing `headingDeg`, `spreadDeg` wide. */
export function conePath(
  x: number,
  y: number,
  headingDeg: number,
  spreadDeg: number,
  radius: number,
): string {
  const [x1, y1] = towards(x, y, headingDeg - spreadDeg / 2, radius);
  const [x2, y2] = towards(x, y, headingDeg + spreadDeg / 2, radius);
  return `M${fixed(x)} ${fixed(y)} L${fixed(x1)} ${fixed(y1)} A${fixed(radius)} ${fixed(radius)} 0 0 1 ${fixed(x2)} ${fixed(y2)} Z`;
}

/** The plan that shows `sceneId`, else the first plan. */
export function planForScene(plans: readonly FloorPlan[], sceneId: string): FloorPlan | undefined {
  return plans.find((plan) => plan.scenes.some((s) => s.scene === sceneId)) ?? plans[0];
}
