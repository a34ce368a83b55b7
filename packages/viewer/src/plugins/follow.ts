import type { View } from '../view/camera.js';
import type { PluginHost, ViewerPlugin } from './plugin.js';

/** Glides the view towards a target that keeps moving (a live viewing's leader). */
export interface FollowPlugin extends ViewerPlugin {
  /** The view to reach: glided to, or jumped to with `instant` (reduced motion, a new room). */
  to(view: View, options?: { instant?: boolean }): void;
  /** Stops gliding where the view is. */
  stop(): void;
}

/** Time constant of the glide: a step closes 63% of the gap in this long, whatever the frame rate. */
const TIME_CONSTANT_MS = 90;
/** Closer than this (degrees) is there. */
const ARRIVED = 0.01;

/** The signed shortest turn from `from` to `to` in degrees, (-180, 180]. */
function turn(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}

/**
 * A follow plugin. Targets arrive at about 15 a second; an exponential glide towards the newest
 * one, rather than an animation per target, never stops between targets and never overshoots.
 */
export function createFollow(): FollowPlugin {
  let host: PluginHost | null = null;
  let target: View | null = null;
  let stopTicker: (() => void) | null = null;

  const step = (dtMs: number): boolean => {
    if (!host || !target) return false;
    const now = host.getView();
    const k = 1 - Math.exp(-dtMs / TIME_CONSTANT_MS);
    const dYaw = turn(now.yaw, target.yaw);
    const dPitch = target.pitch - now.pitch;
    const dFov = target.fov - now.fov;
    const done = Math.max(Math.abs(dYaw), Math.abs(dPitch), Math.abs(dFov)) < ARRIVED;
    void host.lookAt(
      done ? target : { yaw: now.yaw + dYaw * k, pitch: now.pitch + dPitch * k, fov: now.fov + dFov * k },
      { animate: false },
    );
    if (done) stopTicker = null;
    return !done;
  };

  return {
    init(viewer) {
      host = viewer;
    },
    to(view, { instant = false } = {}) {
      target = view;
      if (!host) return;
      if (instant) {
        stopTicker?.();
        stopTicker = null;
        void host.lookAt(view, { animate: false });
        return;
      }
      stopTicker ??= host.addTicker(step);
    },
    stop() {
      stopTicker?.();
      stopTicker = null;
      target = null;
    },
    destroy() {
      stopTicker?.();
      stopTicker = null;
      host = null;
    },
  };
}
