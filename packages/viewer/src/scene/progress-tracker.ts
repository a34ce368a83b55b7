import type { Emitter, ViewerEvents } from '../events.js';
import type { TileProgress } from './scene-layer.js';

/**
 * Turns per-frame tile counts into events: `load-progress` when the count changes and
 * `tiles-idle` once each time the view's tiles have all settled.
 */
export class ProgressTracker {
  #last = '';
  #idle = false;
  readonly #events: Emitter<ViewerEvents>;

  constructor(events: Emitter<ViewerEvents>) {
    this.#events = events;
  }

  /** Something changed (view, scene, context): the tiles need to settle again. */
  reset(): void {
    this.#idle = false;
  }

  /** Called after each frame with the current scene's counts. */
  report(sceneId: string, progress: TileProgress, uploading: boolean): void {
    const key = `${progress.loaded}/${progress.total}`;
    if (key !== this.#last) {
      this.#last = key;
      this.#events.emit('load-progress', progress);
    }
    if (!this.#idle && !uploading && progress.loaded === progress.total) {
      this.#idle = true;
      this.#events.emit('tiles-idle', { sceneId });
    }
  }
}
