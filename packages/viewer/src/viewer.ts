import { attachKeys } from './controls/keys.js';
import { attachPointer } from './controls/pointer.js';
import { attachWheel } from './controls/wheel.js';
import { gyroscopeSupported } from './controls/gyroscope.js';
import { Emitter, type ViewerEvents } from './events.js';
import { HotspotLayer, type HotspotPlacement } from './hotspots/hotspot-layer.js';
import { resolveOptions, type ResolvedOptions, type ViewerOptions } from './options.js';
import type { HeatCell } from './overlay/heat-grid.js';
import { HeatOverlay } from './overlay/heat-overlay.js';
import type { PluginHost, ViewerPlugin } from './plugins/plugin.js';
import { GlStage } from './render/gl-stage.js';
import { RenderLoop } from './render/render-loop.js';
import { PreviewLoader } from './scene/preview-loader.js';
import { ProgressTracker, type ViewTiles } from './scene/progress-tracker.js';
import { INLINE_PREVIEW_FRAME_SCALE, ScenePainter } from './scene/scene-painter.js';
import { SceneSwitch } from './scene/scene-switch.js';
import { decodeDataUri } from './source/data-uri-image.js';
import { currentFetchMode } from './source/fetch-mode.js';
import { loadImage } from './source/load-image.js';
import { LoadPool } from './source/load-pool.js';
import { DEFAULT_RETRY } from './source/retry.js';
import { TextureCache } from './texture/texture-cache.js';
import { FULL_SPHERE, viewsDiffer, type View } from './view/camera.js';
import type { Ticker } from './view/motion.js';
import { pickYawPitch } from './view/pick.js';
import { NO_INSETS, cameraOf, clipMatrix, projectYawPitch, type Insets } from './view/projection.js';
import { ViewControl } from './view/view-control.js';
import { createSurface, sizeOf, watchSurface } from './viewer-dom.js';
import type { LoadSceneOptions, ViewerScene, ViewerStats } from './types.js';

/**
 * The panorama engine: a WebGL view of multi-resolution cube panoramas inside a container
 * element. Framework-free, one WebGL context per viewer reused across scenes, drawing only
 * when something changed. Throws `WebGLUnavailableError` when WebGL cannot start and
 * `InvalidOptionsError` on nonsense options.
 */
export class Viewer implements PluginHost {
  readonly #options: ResolvedOptions;
  readonly #canvas: HTMLCanvasElement;
  readonly #stage: GlStage;
  readonly #cache: TextureCache;
  readonly #loop: RenderLoop;
  readonly #events = new Emitter<ViewerEvents>();
  readonly #previews = new PreviewLoader((url) =>
    this.#events.emit('image-request', { url, kind: 'preview' }),
  );
  readonly #scenes: SceneSwitch;
  readonly #painter: ScenePainter;
  readonly #control: ViewControl;
  readonly #hotspots: HotspotLayer;
  // Markers never take focus, so there is nothing to reveal.
  readonly #markers = new HotspotLayer(() => undefined);
  readonly #heat = new HeatOverlay();
  readonly #plugins = new Set<ViewerPlugin>();
  readonly #removers: (() => void)[] = [];
  #interacted = false;
  readonly #progress = new ProgressTracker(this.#events);
  #lastFrame = 0;
  /** What the last `view-change` announced: the view, and the frame it is drawn in. */
  #lastEmitted: { view: View; width: number; height: number; insets: Insets } | null = null;
  /** The size the last frame was drawn at, read once a frame (before it writes to the page). */
  #drawnSize = { width: 0, height: 0 };
  #destroyed = false;
  #insets: Insets = NO_INSETS;
  readonly #container: HTMLElement;

  constructor(container: HTMLElement, options: ViewerOptions) {
    this.#container = container;
    this.#options = resolveOptions(options);
    this.#canvas = createSurface(container, this.#options.label);
    try {
      // A tour page's first room comes with its inline preview, so the buffer starts at that
      // frame's scale. A first room without one (a tour imported before they existed) resizes
      // it at its first frame: its first pixels in the engine bench moved within the noise.
      this.#stage = new GlStage(this.#canvas, INLINE_PREVIEW_FRAME_SCALE);
    } catch (error) {
      this.#canvas.remove();
      throw error;
    }
    this.#loop = new RenderLoop((now) => this.#frame(now));
    const { minFov, maxFov, reducedMotion, baseUrl } = this.#options;
    this.#control = new ViewControl({ minFov, maxFov, band: FULL_SPHERE }, reducedMotion, {
      changed: () => this.#viewChanged(),
      ticking: () => {
        // A pause must not count as one long frame when the next animation starts.
        this.#lastFrame = 0;
        this.#loop.request();
      },
      interacted: (kind) => {
        this.#interacted = true;
        this.#events.emit('interaction', { kind });
      },
    });
    // At low priority: the browser queues the tiles its connections cannot carry yet (see the
    // option), and the page's own requests (its scripts, a door's preview) go before them.
    const tiles = new LoadPool<ImageBitmap>(
      (url, signal) => loadImage(url, signal, 'low'),
      this.#options.maxConcurrentRequests,
      DEFAULT_RETRY,
    );
    this.#cache = new TextureCache(this.#stage, this.#options.textureBudgetBytes, tiles, {
      settled: () => this.#loop.request(),
      requested: (url) => this.#events.emit('image-request', { url, kind: 'tile' }),
    });
    this.#painter = new ScenePainter(this.#stage, this.#cache);
    this.#hotspots = new HotspotLayer(({ yaw, pitch }) => {
      this.#control.interact('focus');
      void this.#control.lookAt({ yaw, pitch }, true);
    });
    this.#scenes = new SceneSwitch({
      stage: this.#stage,
      previews: this.#previews,
      events: this.#events,
      baseUrl,
      reducedMotion,
      decodeInline: decodeDataUri,
      redraw: () => this.#loop.request(),
      view: () => this.#control.view,
      entered: (view, band) => {
        this.#control.place(view, band);
        this.#viewChanged();
      },
    });
    // A sharp view on a fast network asks for the tiles beyond its edges, in one more frame.
    this.#events.on('view-sharp', () => {
      if (currentFetchMode() === 'generous') this.#loop.request();
    });
    // A scene entered with its inline preview gets the full one once the view's tiles are in
    // (or settled for good), or as soon as the visitor turns toward parts they do not cover.
    for (const type of ['view-sharp', 'tiles-idle', 'interaction'] as const)
      this.#events.on(type, () => this.#scenes.completePreview());
    const host = this.#control.hostOn(this.#canvas);
    this.#removers.push(
      attachPointer(host),
      attachWheel(host),
      attachKeys(host),
      watchSurface(this.#canvas, this.#container, {
        resized: () => this.#loop.request(),
        contextLost: (event) => this.#contextLost(event),
        contextRestored: () => this.#redrawAll(() => this.#stage.restore()),
        // Back online: the next frame asks again for the tiles that failed while offline.
        online: () => this.#redrawAll(() => this.#cache.retryFailed()),
      }),
    );
  }

  /** Whether this device can steer the view with its orientation sensor. */
  static gyroscopeSupported(): boolean {
    return gyroscopeSupported();
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof ViewerEvents>(type: K, handler: (payload: ViewerEvents[K]) => void): () => void {
    return this.#events.on(type, handler);
  }

  /** The current view in degrees: yaw (-180, 180], pitch, vertical fov. */
  getView(): View {
    return { ...this.#control.view };
  }

  /**
   * The panorama direction in degrees under a point of the page (`clientX`, `clientY` of a
   * pointer event), as the last frame drew it; `null` outside the view. An editor places a
   * hotspot where it was clicked with it: a hotspot at that yaw/pitch lands under the pointer.
   */
  pick(clientX: number, clientY: number): { yaw: number; pitch: number } | null {
    const { left, top } = this.#container.getBoundingClientRect();
    const { width, height } = sizeOf(this.#container);
    return pickYawPitch(this.#control.view, { left, top, width, height }, this.#insets, clientX, clientY);
  }

  /**
   * Where a panorama direction in degrees lies on the view, in CSS pixels from the view's
   * top-left corner, for the view as it stands (the last `view-change`); `null` behind the
   * camera. The inverse of {@link pick}: an editor draws outlines that follow the view with it,
   * such as the studio's blur regions.
   */
  project(yaw: number, pitch: number): { x: number; y: number } | null {
    const { width, height } = sizeOf(this.#container);
    return projectYawPitch(cameraOf(this.#control.view, width, height, this.#insets), yaw, pitch);
  }

  /**
   * Shows a scene. Validates the panorama first (rejects with `InvalidPanoramaError`),
   * resolves once its preview is on screen and any transition is over, rejects (and emits
   * `error`) when the preview cannot load. A newer call supersedes an older one, which then
   * resolves without showing its scene.
   *
   * Asking again, without `transition: 'fade'`, for the scene of the newest call (still
   * loading or on screen) joins that call: nothing reloads, the view stays where it is
   * (`view` and `toward` are ignored; turn it with {@link lookAt}) and the promise settles
   * with that call's. This is how a page adopts a viewer it started before its app: the app
   * asks for the same scene and takes over what is already on screen.
   */
  loadScene(scene: ViewerScene, options: LoadSceneOptions = {}): Promise<void> {
    return this.#scenes.load(scene, options);
  }

  /** Starts loading a scene's preview so entering it later is instant. */
  prefetch(scene: ViewerScene): void {
    this.#scenes.prefetch(scene);
  }

  /** Turns the view; animated unless `animate` is false or reduced motion is on. */
  lookAt(view: Partial<View>, { animate = false }: { animate?: boolean } = {}): Promise<void> {
    return this.#control.lookAt(view, animate);
  }

  /**
   * Tells the engine how far the page's own UI covers each edge of the canvas, in CSS pixels
   * (missing edges: 0). The canvas keeps its size and the picture still fills it, but the
   * view's centre is drawn in the middle of the rest: the start view, `lookAt`, zooming,
   * hotspot focus and a shared view all land there. A hotspot that gets focus while under
   * the UI turns the view toward it.
   */
  setInsets(insets: Partial<Insets>): void {
    if (this.#destroyed) return;
    this.#insets = { ...NO_INSETS, ...insets };
    this.#loop.request();
  }

  /** Runs `ticker` every frame until it returns false or the returned function is called. */
  addTicker(ticker: Ticker): () => void {
    return this.#control.addTicker(ticker);
  }

  /** Names the panorama for assistive technology, as the `label` option did at creation. */
  setLabel(label: string): void {
    if (label) this.#canvas.setAttribute('aria-label', label);
    else this.#canvas.removeAttribute('aria-label');
  }

  /** Hands in the app's hotspot elements; the engine positions them after each frame. */
  setHotspots(list: HotspotPlacement[]): void {
    if (this.#destroyed) return;
    this.#hotspots.set(list);
    this.#loop.request();
  }

  /**
   * Hands in marker elements (a pointer someone placed, a note) that the engine pins to
   * directions after each frame, as it does hotspots. Kept apart from hotspots so that either
   * list can change without the other; the caller makes them non-interactive if they are.
   */
  setMarkers(list: HotspotPlacement[]): void {
    if (this.#destroyed) return;
    this.#markers.set(list);
    this.#loop.request();
  }

  /**
   * Draws a heat map over the panorama, such as where visitors looked: each cell a direction in
   * degrees (on the 5° look grid; others are rounded to it) with a weight, the heaviest drawn
   * hottest (red), lighter ones through yellow to blue, cells without weight not at all. It is
   * drawn in the panorama's own frames, so it stays on the sphere as the view turns and zooms.
   * `null` removes it. The caller switches it with the scene.
   */
  setHeatOverlay(cells: readonly HeatCell[] | null): void {
    if (this.#destroyed) return;
    this.#heat.set(this.#stage, cells);
    this.#loop.request();
  }

  /** Adds a plugin; returns the function that removes (and destroys) it. */
  use(plugin: ViewerPlugin): () => void {
    if (this.#destroyed) return () => undefined;
    this.#plugins.add(plugin);
    plugin.init(this);
    return () => {
      if (this.#plugins.delete(plugin)) plugin.destroy();
    };
  }

  /**
   * Steers the view with the device's orientation. Call it from a user tap: iOS asks for
   * permission then. Resolves false when unsupported or refused.
   */
  enableGyroscope(): Promise<boolean> {
    return this.#control.enableGyroscope();
  }

  /** Stops following the device orientation. */
  disableGyroscope(): void {
    this.#control.disableGyroscope();
  }

  /**
   * Whether the visitor has moved the view themselves: the `interaction` events' news for a
   * caller that arrives after them, such as an app adopting a running viewer.
   */
  get interacted(): boolean {
    return this.#interacted;
  }

  /**
   * Where the current view's tiles stood at the last frame. The events say when this changes;
   * this is for a caller that arrives after them, such as an app adopting a running viewer.
   */
  tiles(): ViewTiles {
    return this.#progress.now;
  }

  /** Counters since creation, for tests and the bench. */
  stats(): ViewerStats {
    return {
      frames: this.#painter.frames,
      drawCalls: this.#stage.drawCalls,
      textures: this.#stage.textures,
      textureBytes: this.#cache.bytes,
    };
  }

  /** Releases every GL object, listener, timer and request; the viewer does nothing after. */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#loop.stop();
    this.#painter.destroy();
    this.#control.destroy();
    this.#removers.forEach((remove) => remove());
    this.#hotspots.clear();
    this.#markers.clear();
    this.#plugins.forEach((plugin) => plugin.destroy());
    this.#plugins.clear();
    this.#previews.destroy();
    this.#cache.destroy();
    this.#heat.release(this.#stage);
    this.#scenes.destroy();
    this.#stage.destroy();
    this.#canvas.remove();
    this.#events.clear();
  }

  #viewChanged(): void {
    this.#progress.reset();
    this.#loop.request();
  }

  #frame(now: number): boolean {
    const dt = this.#lastFrame ? Math.min(100, now - this.#lastFrame) : 16;
    this.#lastFrame = now;
    const animating = this.#control.step(dt);
    const fading = this.#scenes.step(dt);
    if (this.#destroyed || this.#stage.lost) return false;
    const uploading = this.#draw();
    this.#afterDraw(uploading);
    const more = animating || fading || uploading;
    // A pause must not count as one long frame when the next animation starts.
    if (!more) this.#lastFrame = 0;
    return more;
  }

  #draw(): boolean {
    const scene = this.#scenes.shown;
    // Before the first preview arrives there is nothing to show: clearing the canvas would only
    // make the browser composite it, work that sits on the path to the first room.
    if (!scene) return false;
    const size = sizeOf(this.#container);
    this.#drawnSize = size;
    const { cam, uploading } = this.#painter.paint(
      scene,
      this.#scenes.fade,
      this.#control.view,
      size,
      this.#insets,
      this.#heat.shown,
    );
    if (this.#heat.shown) this.#heat.draw(this.#stage, clipMatrix(cam));
    this.#stage.flush();
    this.#hotspots.position(cam);
    this.#markers.position(cam);
    return uploading;
  }

  #afterDraw(uploading: boolean): void {
    const view = this.#control.view;
    const { width, height } = this.#drawnSize;
    const last = this.#lastEmitted;
    // A resized view or new insets move every direction on screen as a turn does, so what
    // follows the view (the studio's outlines, hints) hears of them the same way.
    if (
      !last ||
      viewsDiffer(last.view, view) ||
      last.width !== width ||
      last.height !== height ||
      insetsDiffer(last.insets, this.#insets)
    ) {
      this.#lastEmitted = { view, width, height, insets: this.#insets };
      this.#events.emit('view-change', { view: this.getView() });
    }
    this.#scenes.drawn();
    const scene = this.#scenes.shown;
    if (scene?.drawable) this.#progress.report(scene.id, scene.progress(this.#cache), uploading);
  }

  #contextLost(event: Event): void {
    // Without preventDefault the browser never offers to restore the context.
    event.preventDefault();
    this.#cache.forgetAll();
    this.#scenes.forgetPreviews();
    this.#heat.forget();
  }

  /** After `change` (a restored context, tiles to ask for again) every wanted tile settles anew. */
  #redrawAll(change: () => void): void {
    if (this.#destroyed) return;
    change();
    this.#progress.reset();
    this.#loop.request();
  }
}

function insetsDiffer(a: Insets, b: Insets): boolean {
  return a.top !== b.top || a.right !== b.right || a.bottom !== b.bottom || a.left !== b.left;
}
