import { attachGyroscope, gyroscopeSupported, requestOrientationPermission } from './controls/gyroscope.js';
import type { ControlHost } from './controls/host.js';
import { attachKeys } from './controls/keys.js';
import { attachPointer } from './controls/pointer.js';
import { attachWheel } from './controls/wheel.js';
import { NetworkError, ViewerError } from './errors.js';
import { Emitter, type InteractionKind, type ViewerEvents } from './events.js';
import { assertPanorama, panoramaProblems } from './geometry/panorama-check.js';
import { HotspotLayer, type HotspotPlacement } from './hotspots/hotspot-layer.js';
import { resolveOptions, type ResolvedOptions, type ViewerOptions } from './options.js';
import type { PluginHost, ViewerPlugin } from './plugins/plugin.js';
import { GlStage } from './render/gl-stage.js';
import { RenderLoop } from './render/render-loop.js';
import { PreviewLoader } from './scene/preview-loader.js';
import { ProgressTracker } from './scene/progress-tracker.js';
import { SceneLayer } from './scene/scene-layer.js';
import { loadImage } from './source/load-image.js';
import { LoadPool } from './source/load-pool.js';
import { DEFAULT_RETRY } from './source/retry.js';
import { FadeOut } from './scene/transition.js';
import { TextureCache } from './texture/texture-cache.js';
import { clampView, viewsDiffer, type View } from './view/camera.js';
import { inertia } from './view/inertia.js';
import { Motion, type Ticker } from './view/motion.js';
import { cameraOf, clipMatrix } from './view/projection.js';
import { tween } from './view/tween.js';
import { createSurface, sizeOf } from './viewer-dom.js';
import type { LoadSceneOptions, ViewerScene, ViewerStats } from './types.js';

const DEFAULT_VIEW: View = { yaw: 0, pitch: 0, fov: 75 };

/**
 * The panorama engine: a WebGL view of multi-resolution cube panoramas inside a container
 * element. Framework-free, one WebGL context per viewer reused across scenes, drawing only
 * when something changed. Throws `WebGLUnavailableError` when WebGL cannot start.
 */
export class Viewer implements PluginHost {
  private readonly options: ResolvedOptions;
  private readonly canvas: HTMLCanvasElement;
  private readonly stage: GlStage;
  private readonly cache: TextureCache;
  private readonly loop: RenderLoop;
  private readonly events = new Emitter<ViewerEvents>();
  private readonly previews = new PreviewLoader((url) =>
    this.events.emit('image-request', { url, kind: 'preview' }),
  );
  private readonly motion = new Motion();
  private readonly hotspots: HotspotLayer;
  private readonly plugins = new Set<ViewerPlugin>();
  private readonly removers: (() => void)[] = [];
  private readonly progress = new ProgressTracker(this.events);
  private view: View = DEFAULT_VIEW;
  private scene: SceneLayer | null = null;
  private fade: FadeOut | null = null;
  private ready: { layer: SceneLayer; rendered: boolean; resolve: () => void } | null = null;
  private stopLook: (() => void) | null = null;
  private stopGyro: (() => void) | null = null;
  private stopCoast: (() => void) | null = null;
  private pendingScene: { layer: SceneLayer } | null = null;
  private lastFrame = 0;
  private tilesAfterFrame: ReturnType<typeof setTimeout> | undefined;
  private lastEmitted: View | null = null;
  private frames = 0;
  private destroyed = false;

  constructor(
    private readonly container: HTMLElement,
    options: ViewerOptions,
  ) {
    this.options = resolveOptions(options);
    this.canvas = createSurface(container, this.options.label);
    try {
      this.stage = new GlStage(this.canvas);
    } catch (error) {
      this.canvas.remove();
      throw error;
    }
    this.loop = new RenderLoop((now) => this.frame(now));
    const tiles = new LoadPool(loadImage, this.options.maxConcurrentRequests, DEFAULT_RETRY);
    this.cache = new TextureCache(this.stage, this.options.textureBudgetBytes, tiles, {
      settled: () => this.loop.request(),
      requested: (url) => this.events.emit('image-request', { url, kind: 'tile' }),
    });
    this.hotspots = new HotspotLayer(({ yaw, pitch }) => {
      this.interact('focus');
      void this.lookAt({ yaw, pitch }, { animate: true });
    });
    this.view = clampView(DEFAULT_VIEW, this.limits);
    this.attach();
  }

  private get limits() {
    return { minFov: this.options.minFov, maxFov: this.options.maxFov, maxPitch: 90 };
  }

  private attach(): void {
    const host: ControlHost = {
      surface: this.canvas,
      view: () => this.view,
      setView: (view) => this.setView(view),
      interact: (kind) => this.interact(kind),
      coast: (vy, vp) => this.coast(vy, vp),
    };
    const resize = new ResizeObserver(() => this.loop.request());
    resize.observe(this.container);
    const onLost = (e: Event): void => this.contextLost(e);
    const onRestored = (): void => this.contextRestored();
    const onOnline = (): void => this.retryFailedTiles();
    window.addEventListener('online', onOnline);
    this.canvas.addEventListener('webglcontextlost', onLost);
    this.canvas.addEventListener('webglcontextrestored', onRestored);
    this.removers.push(
      attachPointer(host),
      attachWheel(host),
      attachKeys(host),
      () => resize.disconnect(),
      () => this.canvas.removeEventListener('webglcontextlost', onLost),
      () => this.canvas.removeEventListener('webglcontextrestored', onRestored),
      () => window.removeEventListener('online', onOnline),
    );
  }

  /** Whether this device can steer the view with its orientation sensor. */
  static gyroscopeSupported(): boolean {
    return gyroscopeSupported();
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof ViewerEvents>(type: K, handler: (payload: ViewerEvents[K]) => void): () => void {
    return this.events.on(type, handler);
  }

  /** The current view in degrees: yaw (-180, 180], pitch, vertical fov. */
  getView(): View {
    return { ...this.view };
  }

  /**
   * Shows a scene. Validates the panorama first (rejects with `InvalidPanoramaError`),
   * resolves once its preview is on screen and any transition is over. A newer call
   * supersedes an older one, which then resolves without showing its scene.
   */
  async loadScene(scene: ViewerScene, options: LoadSceneOptions = {}): Promise<void> {
    if (this.destroyed) return;
    assertPanorama(scene.panorama);
    const shown = this.scene;
    if (options.keepIfShown && shown?.id === scene.id && this.pendingScene?.layer === shown && !this.ready)
      return;
    const layer = new SceneLayer(scene.id, scene.panorama, this.options.baseUrl);
    this.ready?.resolve();
    this.ready = null;
    const pending = { layer };
    this.pendingScene = pending;
    let image: ImageBitmap;
    try {
      image = await this.previews.take(layer.previewUrl);
    } catch (error) {
      // A destroyed viewer or a superseded load has nobody left to tell.
      if (this.destroyed || this.pendingScene !== pending) return;
      const failure = error instanceof ViewerError ? error : new NetworkError(layer.previewUrl, error);
      this.events.emit('error', { error: failure });
      throw failure;
    }
    if (this.destroyed || this.pendingScene !== pending) {
      image.close();
      return;
    }
    layer.previewImage = image;
    return new Promise((resolve) => this.enter(layer, scene, options, resolve));
  }

  private enter(layer: SceneLayer, scene: ViewerScene, options: LoadSceneOptions, resolve: () => void): void {
    const previous = this.scene;
    const animate =
      options.transition === 'fade' && !this.options.reducedMotion && previous?.drawable === true;
    if (this.fade) this.fade.layer.release(this.stage);
    this.fade = animate && previous ? new FadeOut(previous, this.view, options.toward) : null;
    if (previous && !this.fade) previous.release(this.stage);
    this.stopMotion();
    this.scene = layer;
    this.view = clampView({ ...DEFAULT_VIEW, ...scene.initialView, ...options.view }, this.limits);
    this.progress.reset();
    this.ready = { layer, rendered: false, resolve };
    this.loop.request();
  }

  /** Starts loading a scene's preview so entering it later is instant. */
  prefetch(scene: ViewerScene): void {
    if (this.destroyed || panoramaProblems(scene.panorama).length > 0) return;
    this.previews.prefetch(new SceneLayer(scene.id, scene.panorama, this.options.baseUrl).previewUrl);
  }

  /** Turns the view; animated unless `animate` is false or reduced motion is on. */
  lookAt(view: Partial<View>, { animate = false }: { animate?: boolean } = {}): Promise<void> {
    this.stopLook?.();
    this.stopLook = null;
    const target = clampView({ ...this.view, ...view }, this.limits);
    if (this.destroyed || !animate || this.options.reducedMotion) {
      this.setView(target);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = (): void => {
        stop();
        resolve();
      };
      const stop = this.addTicker(tween(this.view, target, (v) => this.setView(v), finish));
      this.stopLook = finish;
    });
  }

  /** Runs `ticker` every frame until it returns false or the returned function is called. */
  addTicker(ticker: Ticker): () => void {
    if (this.destroyed) return () => undefined;
    const remove = this.motion.add(ticker);
    this.lastFrame = 0;
    this.loop.request();
    return remove;
  }

  /** Hands in the app's hotspot elements; the engine positions them after each frame. */
  setHotspots(list: HotspotPlacement[]): void {
    if (this.destroyed) return;
    this.hotspots.set(list);
    this.loop.request();
  }

  /** Adds a plugin; returns the function that removes (and destroys) it. */
  use(plugin: ViewerPlugin): () => void {
    if (this.destroyed) return () => undefined;
    this.plugins.add(plugin);
    plugin.init(this);
    return () => {
      if (this.plugins.delete(plugin)) plugin.destroy();
    };
  }

  /**
   * Steers the view with the device's orientation. Call it from a user tap: iOS asks for
   * permission then. Resolves false when unsupported or refused.
   */
  async enableGyroscope(): Promise<boolean> {
    if (this.destroyed || !gyroscopeSupported() || !(await requestOrientationPermission())) return false;
    if (this.destroyed) return false;
    this.disableGyroscope();
    this.stopGyro = attachGyroscope(
      () => this.view.yaw,
      (yaw, pitch) => {
        this.events.emit('interaction', { kind: 'gyroscope' });
        this.setView({ yaw, pitch });
      },
    );
    return true;
  }

  /** Stops following the device orientation. */
  disableGyroscope(): void {
    this.stopGyro?.();
    this.stopGyro = null;
  }

  /** Counters since creation, for tests and the bench. */
  stats(): ViewerStats {
    return {
      frames: this.frames,
      drawCalls: this.stage.drawCalls,
      textures: this.stage.textures,
      textureBytes: this.cache.bytes,
    };
  }

  /** Releases every GL object, listener, timer and request; the viewer does nothing after. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.ready?.resolve();
    this.loop.stop();
    clearTimeout(this.tilesAfterFrame);
    this.motion.clear();
    this.disableGyroscope();
    this.removers.forEach((remove) => remove());
    this.hotspots.clear();
    this.plugins.forEach((plugin) => plugin.destroy());
    this.plugins.clear();
    this.previews.destroy();
    this.cache.destroy();
    this.scene?.release(this.stage);
    this.fade?.layer.release(this.stage);
    this.stage.destroy();
    this.canvas.remove();
    this.events.clear();
  }

  private setView(view: Partial<View>): void {
    if (this.destroyed) return;
    const next = clampView({ ...this.view, ...view }, this.limits);
    if (!viewsDiffer(next, this.view)) return;
    this.view = next;
    this.progress.reset();
    this.loop.request();
  }

  private interact(kind: InteractionKind): void {
    this.stopMotion();
    this.events.emit('interaction', { kind });
  }

  private stopMotion(): void {
    this.stopLook?.();
    this.stopLook = null;
    this.stopCoast?.();
    this.stopCoast = null;
  }

  private coast(velocityYaw: number, velocityPitch: number): void {
    if (this.options.reducedMotion) return;
    this.stopCoast?.();
    this.stopCoast = this.addTicker(
      inertia(velocityYaw, velocityPitch, (dy, dp) =>
        this.setView({ yaw: this.view.yaw + dy, pitch: this.view.pitch + dp }),
      ),
    );
  }

  private frame(now: number): boolean {
    const dt = this.lastFrame ? Math.min(100, now - this.lastFrame) : 16;
    this.lastFrame = now;
    const animating = this.motion.step(dt);
    const fading = this.fade?.step(dt) ?? false;
    if (this.destroyed || this.stage.lost) return false;
    const uploading = this.draw();
    if (this.fade && !fading) {
      this.fade.layer.release(this.stage);
      this.fade = null;
    }
    this.afterDraw(uploading);
    const more = animating || fading || uploading;
    // A pause must not count as one long frame when the next animation starts.
    if (!more) this.lastFrame = 0;
    return more;
  }

  private draw(): boolean {
    const scene = this.scene;
    // Before the first preview arrives there is nothing to show: clearing the canvas would only
    // make the browser composite it, work that sits on the path to the first room.
    if (!scene) return false;
    const { width, height } = sizeOf(this.container);
    const dpr = window.devicePixelRatio || 1;
    const cam = cameraOf(this.view, width, height);
    this.cache.want(scene.update(cam, this.view.fov, dpr));
    // The frame that first shows a scene draws before it asks for missing tiles, in a task after
    // it: a dozen fetch calls took 12 ms of that frame in the warm tour-page bench, time the
    // first room waited for requests whose answers come much later anyway. A task, not the next
    // frame: a page that starts its app after the first room holds that frame back.
    clearTimeout(this.tilesAfterFrame);
    if (scene.drawable) this.cache.fetchWanted();
    else this.tilesAfterFrame = setTimeout(() => this.cache.fetchWanted(), 0);
    const uploading = this.cache.upload();
    this.stage.begin(width, height, dpr);
    scene.ensurePreview(this.stage);
    scene.draw(this.stage, this.cache, clipMatrix(cam), 1);
    if (this.fade) {
      const fade = this.fade;
      fade.layer.draw(this.stage, this.cache, clipMatrix(cameraOf(fade.view, width, height)), fade.alpha);
    }
    this.frames += 1;
    this.hotspots.position(cam);
    return uploading;
  }

  private afterDraw(uploading: boolean): void {
    if (!this.lastEmitted || viewsDiffer(this.lastEmitted, this.view)) {
      this.lastEmitted = this.view;
      this.events.emit('view-change', { view: this.getView() });
    }
    const scene = this.scene;
    if (!scene?.drawable) return;
    const ready = this.ready;
    if (ready?.layer === scene && !ready.rendered) {
      ready.rendered = true;
      this.events.emit('first-render', { sceneId: scene.id });
    }
    if (ready?.layer === scene && !this.fade) {
      this.ready = null;
      this.events.emit('scene-ready', { sceneId: scene.id });
      ready.resolve();
    }
    this.progress.report(scene.id, scene.progress(this.cache), uploading);
  }

  private contextLost(event: Event): void {
    // Without preventDefault the browser never offers to restore the context.
    event.preventDefault();
    this.cache.forgetAll();
    this.scene?.forgetPreview();
    this.fade?.layer.forgetPreview();
  }

  /** Back online: the next frame asks again for the tiles that failed while offline. */
  private retryFailedTiles(): void {
    if (this.destroyed) return;
    this.cache.retryFailed();
    this.progress.reset();
    this.loop.request();
  }

  private contextRestored(): void {
    if (this.destroyed) return;
    this.stage.restore();
    this.progress.reset();
    this.loop.request();
  }
}
