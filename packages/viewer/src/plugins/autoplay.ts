import type { PluginHost, ViewerPlugin } from './plugin.js';

/** Autoplay: a plugin with controls the app's play button uses. */
export interface AutoplayPlugin extends ViewerPlugin {
  /** Starts (or resumes) the rotation. */
  start(): void;
  /** Stops the rotation. */
  stop(): void;
  /** Whether the view is rotating now. */
  readonly running: boolean;
  /** Called with the new state whenever it starts or stops; returns the unsubscribe function. */
  onChange(callback: (running: boolean) => void): () => void;
}

/**
 * A slow turn of the view for a guided tour. Any user interaction stops it; `start()`
 * resumes it. Under reduced motion the app should not offer it.
 */
export function createAutoplay({ degreesPerSecond = 4 }: { degreesPerSecond?: number } = {}): AutoplayPlugin {
  let host: PluginHost | null = null;
  let stopTicker: (() => void) | null = null;
  let stopListening: (() => void) | null = null;
  const listeners = new Set<(running: boolean) => void>();
  const notify = (): void => listeners.forEach((cb) => cb(stopTicker !== null));

  const plugin: AutoplayPlugin = {
    get running() {
      return stopTicker !== null;
    },
    init(viewer) {
      host = viewer;
      stopListening = viewer.on('interaction', () => plugin.stop());
    },
    start() {
      if (!host || stopTicker) return;
      const viewer = host;
      stopTicker = viewer.addTicker((dtMs) => {
        void viewer.lookAt(
          { yaw: viewer.getView().yaw + (degreesPerSecond * dtMs) / 1000 },
          { animate: false },
        );
        return true;
      });
      notify();
    },
    stop() {
      if (!stopTicker) return;
      stopTicker();
      stopTicker = null;
      notify();
    },
    onChange(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    destroy() {
      plugin.stop();
      stopListening?.();
      stopListening = null;
      host = null;
      listeners.clear();
    },
  };
  return plugin;
}
