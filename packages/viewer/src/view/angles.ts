/** Degrees to radians. */
export const RAD = Math.PI / 180;

/** Smooth start and end for animations, `t` in [0, 1]. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
