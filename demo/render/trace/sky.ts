import type { Vec3 } from '../model/types.js';

/** Sun position: azimuth clockwise from north and elevation, degrees (a late spring afternoon). */
const SUN_AZIMUTH = 235;
const SUN_ELEVATION = 32;
/** Irradiance of the sun on a surface facing it, in the units of the sky radiance. */
export const SUN_IRRADIANCE: Vec3 = [14, 12.6, 10.6];
/** Angular radius of the sun disk, widened a little for softer shadow edges. */
export const SUN_RADIUS = (0.9 * Math.PI) / 180;

const GROUND_ALBEDO: Vec3 = [0.2, 0.22, 0.16];
const HORIZON: Vec3 = [1.05, 1.1, 1.15];
const ZENITH: Vec3 = [0.42, 0.58, 0.95];

/** Unit vector towards the sun; `north` is degrees clockwise from the plan's up (-z) to north. */
export function sunDirection(north: number): Vec3 {
  const heading = ((north + SUN_AZIMUTH) * Math.PI) / 180;
  const elevation = (SUN_ELEVATION * Math.PI) / 180;
  const c = Math.cos(elevation);
  return [Math.sin(heading) * c, Math.sin(elevation), -Math.cos(heading) * c];
}

/** Radiance of the outside world in a direction: a clear sky above, sunlit ground below. */
export function skyRadiance(dx: number, dy: number, dz: number, sun: Vec3): Vec3 {
  if (dy < 0) {
    const e = SUN_IRRADIANCE[0] * sun[1] + Math.PI;
    return [
      (GROUND_ALBEDO[0] * e) / Math.PI,
      (GROUND_ALBEDO[1] * e) / Math.PI,
      (GROUND_ALBEDO[2] * e) / Math.PI,
    ];
  }
  const h = Math.pow(1 - dy, 3);
  const glow = 1 + 2.5 * Math.pow(Math.max(0, dx * sun[0] + dy * sun[1] + dz * sun[2]), 8);
  return [
    (ZENITH[0] + (HORIZON[0] - ZENITH[0]) * h) * glow,
    (ZENITH[1] + (HORIZON[1] - ZENITH[1]) * h) * glow,
    (ZENITH[2] + (HORIZON[2] - ZENITH[2]) * h) * glow,
  ];
}
