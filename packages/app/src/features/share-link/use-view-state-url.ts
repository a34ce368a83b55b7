import { useEffect } from 'react';
import type { Viewer } from '@tourview/viewer';
import { debounce, searchWithViewState } from './view-state-url.js';

/** How long the view must rest before the URL follows (history updates are not free). */
export const URL_SYNC_DELAY_MS = 250;

/**
 * Keeps `?scene=&yaw=&pitch=&fov=` describing what is on screen, with `replaceState` so
 * looking around adds no history entries. The router's own history state is kept.
 */
export function useViewStateUrl(viewer: Viewer | null, sceneId: string): void {
  useEffect(() => {
    if (!viewer) return;
    const write = debounce(() => {
      const search = searchWithViewState(window.location.search, sceneId, viewer.getView());
      if (search === window.location.search) return;
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    }, URL_SYNC_DELAY_MS);
    write.call();
    const stop = viewer.on('view-change', () => write.call());
    return () => {
      stop();
      write.cancel();
    };
  }, [viewer, sceneId]);
}
