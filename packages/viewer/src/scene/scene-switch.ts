import { NetworkError, ViewerError } from '../errors.js';
import type { Emitter, ViewerEvents } from '../events.js';
import { assertPanorama, panoramaProblems } from '../geometry/panorama-check.js';
import type { PitchRange } from '@tourview/schema';
import type { GlStage } from '../render/gl-stage.js';
import type { LoadSceneOptions, ViewerScene } from '../types.js';
import type { View } from '../view/camera.js';
import type { PreviewLoader } from './preview-loader.js';
import { SceneLayer } from './scene-layer.js';
import { FadeOut } from './transition.js';

/** What the scene switch needs from the viewer; tests hand in fakes. */
export interface SceneSwitchHost {
  readonly stage: GlStage;
  readonly previews: Pick<PreviewLoader, 'take' | 'prefetch' | 'has'>;
  /** Decodes a panorama's inline preview (a data URI). */
  decodeInline(dataUri: string): Promise<ImageBitmap>;
  /** Something on screen changed outside a load: draw a frame. */
  redraw(): void;
  readonly events: Emitter<ViewerEvents>;
  readonly baseUrl: string;
  readonly reducedMotion: boolean;
  /** The view now; the scene being left fades out from it. */
  view(): View;
  /** A scene was entered: stop moving, open it with this view kept inside its covered band, draw. */
  entered(view: Partial<View>, band: PitchRange | undefined): void;
}

/** One `load` call: the scene it asked for and the promise its callers hold. */
interface Load {
  readonly layer: SceneLayer;
  readonly done: Promise<void>;
}

/** The entered scene whose callers wait for the frames that show it. */
interface Waiting {
  readonly layer: SceneLayer;
  rendered: boolean;
  readonly resolve: () => void;
}

/**
 * Which scene is on screen and how the next one takes its place: takes the new scene's
 * preview, enters it when it arrives unless a newer call came first, keeps the scene being
 * left fading out over it, and signals `first-render` and `scene-ready` after the frames that
 * show it.
 */
export class SceneSwitch {
  #current: SceneLayer | null = null;
  #fadeOut: FadeOut | null = null;
  /** The newest call, loading or entered: the one a repeated call for its scene joins. */
  #latest: Load | null = null;
  /** The call that brought the current scene. */
  #onScreen: Load | null = null;
  #waiting: Waiting | null = null;
  /** The scene whose full preview is on its way to replace its inline one. */
  #completing: SceneLayer | null = null;
  #destroyed = false;
  readonly #host: SceneSwitchHost;

  constructor(host: SceneSwitchHost) {
    this.#host = host;
  }

  /** The scene entered last, drawn under any fade-out. */
  get shown(): SceneLayer | null {
    return this.#current;
  }

  /** The scene being left, while it fades out. */
  get fade(): FadeOut | null {
    return this.#fadeOut;
  }

  /** See `Viewer.loadScene`. */
  async load(scene: ViewerScene, options: LoadSceneOptions): Promise<void> {
    if (this.#destroyed) return;
    assertPanorama(scene.panorama);
    const latest = this.#latest;
    if (options.transition !== 'fade' && latest?.layer.id === scene.id) return latest.done;
    this.#waiting?.resolve();
    this.#waiting = null;
    const layer = new SceneLayer(scene.id, scene.panorama, this.#host.baseUrl);
    const done = this.#takePreview(layer, scene, options);
    this.#latest = { layer, done };
    return done;
  }

  /** Starts loading a scene's preview so entering it later is instant. */
  prefetch(scene: ViewerScene): void {
    if (this.#destroyed || panoramaProblems(scene.panorama).length > 0) return;
    this.#host.previews.prefetch(new SceneLayer(scene.id, scene.panorama, this.#host.baseUrl).previewUrl);
  }

  async #takePreview(layer: SceneLayer, scene: ViewerScene, options: LoadSceneOptions): Promise<void> {
    let image: { bitmap: ImageBitmap; inlineFaceSize?: number };
    try {
      image = await this.#firstPreview(layer);
    } catch (error) {
      // A destroyed viewer or a superseded load has nobody left to tell.
      if (!this.#isLatest(layer)) return;
      this.#latest = this.#onScreen;
      const failure = error instanceof ViewerError ? error : new NetworkError(layer.previewUrl, error);
      this.#host.events.emit('error', { error: failure });
      throw failure;
    }
    if (!this.#isLatest(layer)) {
      image.bitmap.close();
      return;
    }
    layer.holdPreview(image.bitmap, image.inlineFaceSize);
    return new Promise((resolve) => this.#enter(layer, scene, options, resolve));
  }

  /**
   * The preview to enter with: the panorama's inline one, decoded without the network, unless
   * the full preview was prefetched (a door's next room); else the full preview.
   */
  async #firstPreview(layer: SceneLayer): Promise<{ bitmap: ImageBitmap; inlineFaceSize?: number }> {
    const inline = layer.inlinePreview;
    if (inline && !this.#host.previews.has(layer.previewUrl)) {
      const bitmap = await this.#host.decodeInline(inline.dataUri).catch(() => null);
      if (bitmap) return { bitmap, inlineFaceSize: inline.faceSize };
    }
    return { bitmap: await this.#host.previews.take(layer.previewUrl) };
  }

  /**
   * Loads the full preview of the scene on screen when it entered with its inline one, and
   * swaps it in. The viewer asks once the view's own tiles are in or the visitor moves: before
   * that the preview's bytes would only hold back the tiles the view is waiting for.
   */
  completePreview(): void {
    const layer = this.#current;
    if (this.#destroyed || !layer?.provisional || this.#completing === layer) return;
    this.#completing = layer;
    this.#host.previews.take(layer.previewUrl).then(
      (image) => {
        if (this.#completing === layer) this.#completing = null;
        if (this.#current !== layer || this.#destroyed) return image.close();
        layer.replacePreview(this.#host.stage, image);
        this.#host.redraw();
      },
      // The inline preview stays on screen; the next reason to complete it tries again.
      () => {
        if (this.#completing === layer) this.#completing = null;
      },
    );
  }

  #isLatest(layer: SceneLayer): boolean {
    return !this.#destroyed && this.#latest?.layer === layer;
  }

  #enter(layer: SceneLayer, scene: ViewerScene, options: LoadSceneOptions, resolve: () => void): void {
    const previous = this.#current;
    const animate = options.transition === 'fade' && !this.#host.reducedMotion && previous?.drawable === true;
    this.#fadeOut?.layer.release(this.#host.stage);
    this.#fadeOut = animate && previous ? new FadeOut(previous, this.#host.view(), options.toward) : null;
    if (previous && !this.#fadeOut) previous.release(this.#host.stage);
    this.#current = layer;
    this.#onScreen = this.#latest;
    this.#waiting = { layer, rendered: false, resolve };
    this.#host.entered({ ...scene.initialView, ...options.view }, scene.panorama.pitchRange);
  }

  /** Advances the fade-out by a frame; returns whether it needs more frames. */
  step(dtMs: number): boolean {
    return this.#fadeOut?.step(dtMs) ?? false;
  }

  /** After each frame: drops a finished fade-out, then signals what the frame showed. */
  drawn(): void {
    if (this.#fadeOut?.over) {
      this.#fadeOut.layer.release(this.#host.stage);
      this.#fadeOut = null;
    }
    const waiting = this.#waiting;
    if (!this.#current?.drawable || waiting?.layer !== this.#current) return;
    const sceneId = waiting.layer.id;
    if (!waiting.rendered) {
      waiting.rendered = true;
      this.#host.events.emit('first-render', { sceneId });
    }
    if (this.#fadeOut) return;
    this.#waiting = null;
    this.#host.events.emit('scene-ready', { sceneId });
    waiting.resolve();
  }

  /** The lost WebGL context took the preview textures; they are uploaded again once it is back. */
  forgetPreviews(): void {
    this.#current?.forgetPreview();
    this.#fadeOut?.layer.forgetPreview();
  }

  /** Frees both scenes; pending calls resolve without showing theirs. */
  destroy(): void {
    this.#destroyed = true;
    this.#latest = null;
    this.#onScreen = null;
    this.#waiting?.resolve();
    this.#waiting = null;
    this.#current?.release(this.#host.stage);
    this.#fadeOut?.layer.release(this.#host.stage);
    this.#current = null;
    this.#fadeOut = null;
  }
}
