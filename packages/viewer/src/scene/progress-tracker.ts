import type { Emitter, ViewerEvents } from '../events.js';
import type { TileProgress } from './scene-layer.js';

/** Where the view's tiles stood at the last frame (see {@link ProgressTracker.now}). */
export interface ViewTiles {
  sceneId: string;
  loaded: number;
  total: number;
  /** Every tile of the level the view needs is drawn. */
  sharp: boolean;
  /** Every one of them is settled, drawn or failed for good. */
  idle: boolean;
}

/**
 * Turns per-frame tile counts into events: `load-progress` when the count changes, and once
 * each time the view settles `view-half-sharp`, `view-sharp` and `tiles-idle` (all its tiles
 * settled, drawn or failed).
 */
export class ProgressTracker {
  #last = '';
  #now: ViewTiles = { sceneId: '', loaded: 0, total: 0, sharp: false, idle: false };
  #idle = false;
  #halfSharp = false;
  #sharp = false;
  readonly #events: Emitter<ViewerEvents>;

  constructor(events: Emitter<ViewerEvents>) {
    this.#events = events;
  }

  /** The last frame's counts, for whoever starts listening after the events went out. */
  get now(): ViewTiles {
    return this.#now;
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
    this.#now = { sceneId, loaded, total, sharp: progress.sharp, idle: !uploading && loaded === total };
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
