/** Degrees to radians. */
export const RAD = Math.PI / 180;

/**
 * Wraps a yaw in degrees into (-180, 180]. Mirrors the schema's `normalizeYaw`, which lives
 * beside zod-based code the engine must not bundle.
 */
export function normalizeYaw(yaw: number): number {
  const y = ((((yaw + 180) % 360) + 360) % 360) - 180;
  return y === -180 ? 180 : y;
}

/** Smooth start and end for animations, `t` in [0, 1]. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
