import type { ViewerError } from './errors.js';
import type { View } from './view/camera.js';

/** What kind of user input happened; autoplay and the app stop what they do on any. */
export type InteractionKind = 'drag' | 'zoom' | 'key' | 'gyroscope' | 'focus';

/** The viewer's events and what each carries. */
export interface ViewerEvents {
  /**
   * The view changed (any cause), or the frame it is drawn in did (the container's size, the
   * insets): where directions lie on screen moved. Fired at most once per frame.
   */
  'view-change': { view: View };
  /** A scene's preview is on screen and its transition is over. */
  'scene-ready': { sceneId: string };
  /** The first frame showing a scene was drawn. */
  'first-render': { sceneId: string };
  /** Every tile the current view needs is on screen (or failed for good). */
  'tiles-idle': { sceneId: string };
  /**
   * Wherever the level the view needs is not drawn yet, the level below it (half its
   * resolution) is: the picture on screen is at least half sharp. Once per view that settles.
   */
  'view-half-sharp': { sceneId: string };
  /**
   * Every tile of the level the current view needs is drawn: the view is as sharp as the
   * screen can show. Once per view that settles; unlike `tiles-idle`, a tile that failed for
   * good keeps it from firing.
   */
  'view-sharp': { sceneId: string };
  /** Tiles of the current view: how many are settled out of how many. */
  'load-progress': { loaded: number; total: number };
  /**
   * An image was asked of the network: a scene's preview or a tile. For tests and the bench
   * that watch what the engine fetches; the engine itself keeps no list.
   */
  'image-request': { url: string; kind: 'preview' | 'tile' };
  /** The user did something. */
  interaction: { kind: InteractionKind };
  /** A scene's preview could not load (its `loadScene` rejects with the same error). */
  error: { error: ViewerError };
}

/** An event name. */
export type ViewerEventType = keyof ViewerEvents;

/** A small typed emitter; a throwing handler cannot stop the others. */
export class Emitter<E extends object> {
  readonly #handlers = new Map<keyof E, Set<(payload: never) => void>>();

  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof E>(type: K, handler: (payload: E[K]) => void): () => void {
    const set = this.#handlers.get(type) ?? new Set();
    set.add(handler);
    this.#handlers.set(type, set);
    return () => set.delete(handler);
  }

  /** Calls every handler of `type`. */
  emit<K extends keyof E>(type: K, payload: E[K]): void {
    for (const handler of [...(this.#handlers.get(type) ?? [])]) {
      try {
        (handler as (p: E[K]) => void)(payload);
      } catch (error) {
        reportError(error);
      }
    }
  }

  /** Drops every handler. */
  clear(): void {
    this.#handlers.clear();
  }
}
