import type { CubePanorama } from '@tourview/schema';
import type { View } from './view/camera.js';

/** A scene as the engine needs it: an id, the panorama, where to look first (degrees). */
export interface ViewerScene {
  id: string;
  panorama: CubePanorama;
  initialView?: View;
}

/** How to enter a scene. */
export interface LoadSceneOptions {
  /** `fade` cross-fades and zooms toward `toward`; instant under reduced motion. */
  transition?: 'none' | 'fade';
  /** The direction of the door taken, in the scene being left (degrees). */
  toward?: { yaw: number; pitch: number };
  /** The view to open with; overrides the scene's initial view. */
  view?: Partial<View>;
  /**
   * When this scene is already on screen, keep it (view, tiles and all) instead of loading
   * it again: for a page that started the viewer before its app took it over.
   */
  keepIfShown?: boolean;
}

/** Counters for tests and the bench. */
export interface ViewerStats {
  frames: number;
  drawCalls: number;
  textures: number;
  textureBytes: number;
}
