import { RAD } from '../view/angles.js';

/** iOS 13+ asks the user before it reports orientation. */
interface OrientationEventWithPermission {
  requestPermission?: () => Promise<'granted' | 'denied'>;
}

/**
 * Heading (clockwise from north) and pitch in degrees of the direction the back of the
 * device points at, from W3C device-orientation angles. Roll does not matter for where the
 * camera looks, so this holds in portrait and landscape alike.
 */
export function orientationToYawPitch(
  alpha: number,
  beta: number,
  gamma: number,
): { yaw: number; pitch: number } {
  const [a, b, g] = [alpha * RAD, beta * RAD, gamma * RAD];
  // The device's -z axis in earth coordinates (x east, y north, z up), from R = Rz(a)·Rx(b)·Ry(g).
  const east = -(Math.cos(a) * Math.sin(g) + Math.sin(a) * Math.sin(b) * Math.cos(g));
  const north = -(Math.sin(a) * Math.sin(g) - Math.cos(a) * Math.sin(b) * Math.cos(g));
  const up = -Math.cos(b) * Math.cos(g);
  return { yaw: Math.atan2(east, north) / RAD, pitch: Math.asin(Math.max(-1, Math.min(1, up))) / RAD };
}

/** Whether this device can steer the view by its orientation. */
export function gyroscopeSupported(): boolean {
  return (
    typeof DeviceOrientationEvent !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    navigator.maxTouchPoints > 0
  );
}

/** Asks for permission where the browser requires it (must run inside a user tap on iOS). */
export async function requestOrientationPermission(): Promise<boolean> {
  const ctor = DeviceOrientationEvent as unknown as OrientationEventWithPermission;
  if (typeof ctor.requestPermission !== 'function') return true;
  try {
    return (await ctor.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

/**
 * Follows device orientation. The first reading anchors the current yaw so switching the
 * gyroscope on never jumps the view sideways; pitch follows the device directly.
 */
export function attachGyroscope(
  currentYaw: () => number,
  apply: (yaw: number, pitch: number) => void,
): () => void {
  let offset: number | null = null;
  const onOrientation = (e: DeviceOrientationEvent): void => {
    if (e.alpha === null || e.beta === null || e.gamma === null) return;
    const { yaw, pitch } = orientationToYawPitch(e.alpha, e.beta, e.gamma);
    offset ??= currentYaw() - yaw;
    apply(yaw + offset, pitch);
  };
  window.addEventListener('deviceorientation', onOrientation);
  return () => window.removeEventListener('deviceorientation', onOrientation);
}
