import { easeInOut } from './angles.js';
import { lerpView, type View } from './camera.js';
import type { Ticker } from './motion.js';

/** Duration of an animated look: longer for longer turns, within limits. */
export function tweenDuration(from: View, to: View): number {
  const turn = Math.hypot(Math.abs(((to.yaw - from.yaw + 540) % 360) - 180), to.pitch - from.pitch);
  return Math.min(1200, 300 + turn * 5);
}

/** Eases the view from `from` to `to`; `apply` receives each intermediate view, `done` the end. */
export function tween(from: View, to: View, apply: (view: View) => void, done: () => void): Ticker {
  const duration = tweenDuration(from, to);
  let elapsed = 0;
  return (dtMs) => {
    elapsed += dtMs;
    const t = Math.min(1, elapsed / duration);
    apply(lerpView(from, to, easeInOut(t)));
    if (t < 1) return true;
    done();
    return false;
  };
}
