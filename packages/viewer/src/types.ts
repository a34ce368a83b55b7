import type { CubePanorama } from '@tourview/schema';
import type { View } from './view/camera.js';

/**
 * A scene as the engine needs it: an id, the panorama, where to look first (degrees). A
 * panorama with a `pitchRange` keeps the whole view inside that band while it is shown.
 */
export interface ViewerScene {
  id: string;
  panorama: CubePanorama;
  initialView?: View;
}

/** How to enter a scene. */
export interface LoadSceneOptions {
  /**
   * `fade` cross-fades and zooms toward `toward`; instant under reduced motion. Without
   * `fade`, a call for the scene the newest call asked for joins that call (see
   * `Viewer.loadScene`).
   */
  transition?: 'none' | 'fade';
  /** The direction of the door taken, in the scene being left (degrees). */
  toward?: { yaw: number; pitch: number };
  /** The view to open with; overrides the scene's initial view. */
  view?: Partial<View>;
}

/** Counters for tests and the bench. */
export interface ViewerStats {
  frames: number;
  drawCalls: number;
  textures: number;
  textureBytes: number;
}
