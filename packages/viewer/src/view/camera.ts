import { normalizeYaw, type PitchRange, type View } from '@tourview/schema';

export type { View };

/** The whole sphere: pitch from straight down to straight up. */
export const FULL_SPHERE: PitchRange = { min: -90, max: 90 };

/** Limits on the field of view and on the band of pitch the view stays inside, in degrees. */
export interface ViewLimits {
  minFov: number;
  maxFov: number;
  /** The view's top and bottom edges stay inside it: a partial panorama's covered band. */
  band: PitchRange;
}

/**
 * Brings a requested view inside the limits: yaw wraps, fov clamps, and pitch clamps so the
 * view's top and bottom edges stay inside the band (on the full sphere: never past a pole,
 * which keeps the horizon from flipping). The fov also shrinks to the band's height, so a
 * partial panorama's filler never shows; a band narrower than `minFov` cannot be filled, so
 * the view keeps `minFov` and centres on the band, showing as little filler as it can.
 * For a band that holds the horizon, the screen's corners stay inside it too.
 */
export function clampView(view: View, { minFov, maxFov, band: { min, max } }: ViewLimits): View {
  const fov = Math.max(minFov, Math.min(maxFov, max - min, view.fov));
  const half = fov / 2;
  return {
    yaw: normalizeYaw(view.yaw),
    pitch: min + half > max - half ? (min + max) / 2 : Math.min(max - half, Math.max(min + half, view.pitch)),
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
