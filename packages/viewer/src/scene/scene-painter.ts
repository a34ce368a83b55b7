import type { GlStage } from '../render/gl-stage.js';
import { currentFetchMode } from '../source/fetch-mode.js';
import type { TextureCache } from '../texture/texture-cache.js';
import type { View } from '../view/camera.js';
import { cameraOf, clipMatrix, type Camera, type Insets } from '../view/projection.js';
import type { SceneLayer } from './scene-layer.js';
import type { FadeOut } from './transition.js';

/**
 * The share of the device resolution, on each side, that a frame showing only a scene's inline
 * preview is drawn at. The preview's faces are 32 px, upscaled many times either way, so a
 * quarter of the pixels loses nothing of it; under software rendering (SwiftShader) the first
 * room's frame was on screen 88–92 ms sooner for it in an A/B probe of the engine bench's page.
 */
export const INLINE_PREVIEW_FRAME_SCALE = 0.5;

/** Tiles asked for in one task after a scene's first frame (see `paint`). */
const ASKS_PER_TASK = 2;

/**
 * Draws one frame of the scene on screen for a view, with the scene being left fading out
 * over it: declares the tiles the view needs, asks for the missing ones, uploads this
 * frame's share and draws it (see `SceneLayer.draw`).
 */
export class ScenePainter {
  #tilesAfterFrame: ReturnType<typeof setTimeout> | undefined;
  /** Frames drawn so far. */
  frames = 0;
  readonly #stage: GlStage;
  readonly #cache: TextureCache;

  constructor(stage: GlStage, cache: TextureCache) {
    this.#stage = stage;
    this.#cache = cache;
  }

  readonly #askForTiles = (): void => {
    if (this.#cache.fetchWanted(ASKS_PER_TASK)) this.#tilesAfterFrame = setTimeout(this.#askForTiles, 0);
  };

  /**
   * Draws a frame over the whole canvas, the view centred in the part `insets` leave visible,
   * `overlay` when something is drawn over it after; returns the camera it drew with and
   * whether uploads are still waiting.
   */
  paint(
    scene: SceneLayer,
    fade: FadeOut | null,
    view: View,
    { width, height }: { width: number; height: number },
    insets: Insets,
    overlay: boolean,
  ): { cam: Camera; uploading: boolean } {
    const dpr = window.devicePixelRatio || 1;
    const cam = cameraOf(view, width, height, insets);
    this.#cache.want(scene.update(cam, view.fov, dpr, currentFetchMode(), this.#cache));
    // The frame that first shows a scene draws before it asks for missing tiles, in tasks after
    // it: a dozen fetch calls took 12 ms of that frame in the warm tour-page bench, time the
    // first room waited for requests whose answers come much later anyway. Tasks, not the next
    // frame: a page that starts its app after the first room holds that frame back. A couple
    // of asks a task: on a slow machine eight fetch calls took 41 ms in one task, and the next
    // frame (and any input) waited for all of them; in the engine bench's page the first
    // pixels' check runs in that frame (14 rounds in turns: median 460 -> 400 ms).
    clearTimeout(this.#tilesAfterFrame);
    if (scene.drawable) this.#cache.fetchWanted();
    else this.#tilesAfterFrame = setTimeout(this.#askForTiles, 0);
    const uploading = this.#cache.upload();
    // An overlay drawn after the frame (the heat map) has edges of its own to keep sharp.
    const coarse = !fade && !overlay && scene.showsOnlyInlinePreview(this.#cache);
    this.#stage.begin(width, height, coarse ? dpr * INLINE_PREVIEW_FRAME_SCALE : dpr);
    scene.ensurePreview(this.#stage);
    scene.draw(this.#stage, this.#cache, clipMatrix(cam), 1);
    if (fade) {
      fade.layer.draw(
        this.#stage,
        this.#cache,
        clipMatrix(cameraOf(fade.view, width, height, insets)),
        fade.alpha,
      );
    }
    this.frames += 1;
    return { cam, uploading };
  }

  /** Drops the pending ask for tiles. */
  destroy(): void {
    clearTimeout(this.#tilesAfterFrame);
  }
}
