import type { Ticker } from './motion.js';

/** Velocity keeps 5 % per second after release: a short, natural coast. */
const DECAY_PER_SECOND = 0.05;
/** Below this many degrees per second the coast stops. */
const MIN_SPEED = 1;

/**
 * Coasting after a drag: `move` is called with yaw/pitch steps in degrees while the
 * velocity (degrees per second) decays exponentially.
 */
export function inertia(
  velocityYaw: number,
  velocityPitch: number,
  move: (dYaw: number, dPitch: number) => void,
): Ticker {
  let vy = velocityYaw;
  let vp = velocityPitch;
  return (dtMs) => {
    const dt = dtMs / 1000;
    const keep = DECAY_PER_SECOND ** dt;
    // Distance covered under exponential decay over dt, so the coast is frame-rate independent.
    const factor = (keep - 1) / Math.log(DECAY_PER_SECOND);
    move(vy * factor, vp * factor);
    vy *= keep;
    vp *= keep;
    return Math.hypot(vy, vp) > MIN_SPEED;
  };
}
