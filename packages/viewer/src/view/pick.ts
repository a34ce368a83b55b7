import { normalizeYaw } from '@tourview/schema';
import type { View } from './camera.js';
import { cameraOf, screenToYawPitch, type Insets } from './projection.js';

/** Where a canvas lies on the page, in CSS pixels (a `DOMRect` will do). */
export interface CanvasBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The direction in degrees under a page point (`clientX`, `clientY`) on a canvas showing `view`
 * with `insets` of it covered, the inverse of how hotspots are placed; `null` off the canvas.
 * Yaw comes in (-180, 180], the range the tour record keeps.
 */
export function pickYawPitch(
  view: View,
  box: CanvasBox,
  insets: Insets,
  clientX: number,
  clientY: number,
): { yaw: number; pitch: number } | null {
  const x = clientX - box.left;
  const y = clientY - box.top;
  if (x < 0 || y < 0 || x > box.width || y > box.height) return null;
  const cam = cameraOf(view, box.width, box.height, insets);
  const { yaw, pitch } = screenToYawPitch(cam, x, y);
  return { yaw: normalizeYaw(yaw), pitch };
}
