import type { CubeLevel } from '@tourview/schema';
import { RAD } from '../view/angles.js';

/**
 * Face size in pixels that shows one face pixel per device pixel at the view centre.
 * A face spans tangents -1..1 over `size` px; the screen spans ±tan(fov/2) over its height.
 */
export function requiredFaceSize(fovDeg: number, heightCss: number, dpr: number): number {
  return (heightCss * dpr) / Math.tan((fovDeg * RAD) / 2);
}

/** Index of the coarsest level sharp enough for the screen, or the finest level there is. */
export function chooseLevel(
  levels: readonly CubeLevel[],
  fovDeg: number,
  heightCss: number,
  dpr: number,
): number {
  // A little slack so 1 % too few pixels does not cost a level four times bigger.
  const needed = requiredFaceSize(fovDeg, heightCss, dpr) * 0.95;
  const index = levels.findIndex((level) => level.size >= needed);
  return index === -1 ? levels.length - 1 : index;
}
