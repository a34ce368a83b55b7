import type { Emitter, ViewerEvents } from '../events.js';
import type { TileProgress } from './scene-layer.js';

/**
 * Turns per-frame tile counts into events: `load-progress` when the count changes, and once
 * each time the view settles `view-half-sharp`, `view-sharp` and `tiles-idle` (all its tiles
 * settled, drawn or failed).
 */
export class ProgressTracker {
  #last = '';
  #idle = false;
  #halfSharp = false;
  #sharp = false;
  readonly #events: Emitter<ViewerEvents>;

  constructor(events: Emitter<ViewerEvents>) {
    this.#events = events;
  }

  /** Something changed (view, scene, context): the tiles need to settle again. */
  reset(): void {
    this.#idle = false;
    this.#halfSharp = false;
    this.#sharp = false;
  }

  /** Called after each frame with the current scene's counts. */
  report(sceneId: string, progress: TileProgress, uploading: boolean): void {
    const { loaded, total } = progress;
    const key = `${loaded}/${total}`;
    if (key !== this.#last) {
      this.#last = key;
      this.#events.emit('load-progress', { loaded, total });
    }
    if (!this.#halfSharp && progress.halfSharp) {
      this.#halfSharp = true;
      this.#events.emit('view-half-sharp', { sceneId });
    }
    if (!this.#sharp && progress.sharp) {
      this.#sharp = true;
      this.#events.emit('view-sharp', { sceneId });
    }
    if (!this.#idle && !uploading && progress.loaded === progress.total) {
      this.#idle = true;
      this.#events.emit('tiles-idle', { sceneId });
    }
  }
}
