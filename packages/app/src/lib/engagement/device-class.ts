import type { DeviceClass } from '@tourview/schema';

/**
 * The visit's device class from the screen alone (no user agent is read): a coarse pointer on a
 * small screen is a phone, on a larger one a tablet; anything with a fine pointer a desktop.
 */
export function deviceClass(coarsePointer: boolean, screenWidth: number, screenHeight: number): DeviceClass {
  if (!coarsePointer) return 'desktop';
  return Math.min(screenWidth, screenHeight) < 600 ? 'phone' : 'tablet';
}
