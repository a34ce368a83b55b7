import { normalizeYaw, type View } from '@tourview/schema';

export type { View };

/** Limits on pitch and field of view, in degrees. */
export interface ViewLimits {
  minFov: number;
  maxFov: number;
  maxPitch: number;
}

/**
 * Brings a requested view inside the limits: yaw wraps, fov clamps, pitch clamps so the
 * view's top or bottom edge never passes the pole (keeps the horizon from flipping).
 */
export function clampView(view: View, limits: ViewLimits): View {
  const fov = Math.min(limits.maxFov, Math.max(limits.minFov, view.fov));
  const maxPitch = Math.max(0, limits.maxPitch - fov / 2);
  return {
    yaw: normalizeYaw(view.yaw),
    pitch: Math.min(maxPitch, Math.max(-maxPitch, view.pitch)),
    fov,
  };
}

/** True when two views differ by more than a rounding error. */
export function viewsDiffer(a: View, b: View): boolean {
  const eps = 1e-6;
  return Math.abs(a.yaw - b.yaw) > eps || Math.abs(a.pitch - b.pitch) > eps || Math.abs(a.fov - b.fov) > eps;
}

/** Interpolates two views along the shorter way round in yaw; `t` in [0, 1]. */
export function lerpView(from: View, to: View, t: number): View {
  const dYaw = normalizeYaw(to.yaw - from.yaw);
  return {
    yaw: normalizeYaw(from.yaw + dYaw * t),
    pitch: from.pitch + (to.pitch - from.pitch) * t,
    fov: from.fov + (to.fov - from.fov) * t,
  };
}
