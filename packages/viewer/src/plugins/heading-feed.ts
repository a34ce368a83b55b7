import type { ViewerPlugin } from './plugin.js';

/**
 * Reports the view's heading (yaw in degrees) whenever it changes, for the floor plan's
 * "you are here" cone. Calls back once at start with the current heading.
 */
export function createHeadingFeed(callback: (headingDeg: number) => void): ViewerPlugin {
  let stop: (() => void) | null = null;
  return {
    init(viewer) {
      callback(viewer.getView().yaw);
      stop = viewer.on('view-change', ({ view }) => callback(view.yaw));
    },
    destroy() {
      stop?.();
      stop = null;
    },
  };
}
