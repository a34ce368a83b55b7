import { normalizeYaw } from './view-state.js';

/**
 * An angle as the studio stores it: turned into (-180, 180] and rounded to 0.01°. Rounding comes
 * last, since turning a rounded angle adds binary noise back (-347.6 + 360 is 12.399999999999977).
 */
export function roundAngle(degrees: number): number {
  const rounded = Math.round(normalizeYaw(degrees) * 100) / 100;
  // -180 and 180 are one direction; the record keeps 180 (and never -0).
  return rounded === -180 ? 180 : rounded + 0;
}

/** A pitch as the studio stores it: within [-90, 90] and rounded to 0.01°. */
export function roundPitch(degrees: number): number {
  return Math.round(Math.min(90, Math.max(-90, degrees)) * 100) / 100 + 0;
}
