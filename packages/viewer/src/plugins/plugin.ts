import type { ViewerEvents } from '../events.js';
import type { View } from '../view/camera.js';
import type { Ticker } from '../view/motion.js';

/** The part of the viewer a plugin may use. */
export interface PluginHost {
  /** Subscribes to a viewer event; returns the unsubscribe function. */
  on<K extends keyof ViewerEvents>(type: K, handler: (payload: ViewerEvents[K]) => void): () => void;
  /** The current view in degrees. */
  getView(): View;
  /** Moves the view. */
  lookAt(view: Partial<View>, options?: { animate?: boolean }): Promise<void>;
  /** Runs `ticker` every frame until it returns false or the returned function is called. */
  addTicker(ticker: Ticker): () => void;
}

/** An optional feature: `init` when added to a viewer; `destroy` removes all it added. */
export interface ViewerPlugin {
  init(viewer: PluginHost): void;
  destroy(): void;
}
