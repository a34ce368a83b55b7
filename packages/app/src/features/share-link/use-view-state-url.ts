import { useEffect } from 'react';
import { languageParam } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useI18n } from '../../lib/i18n/index.js';
import { debounce, searchWithViewState } from './view-state-url.js';

/** How long the view must rest before the URL follows (history updates are not free). */
export const URL_SYNC_DELAY_MS = 250;

/**
 * Keeps `?scene=&yaw=&pitch=&fov=&lang=` describing what is on screen, with `replaceState` so
 * looking around adds no history entries. The router's own history state is kept. `lang` is
 * there while the app speaks another language than the tour's `defaultLanguage`, so a shared
 * link opens in the language it was shared in.
 */
export function useViewStateUrl(viewer: Viewer | null, sceneId: string, defaultLanguage: string): void {
  const { lang } = useI18n();
  const langParam = languageParam(lang, defaultLanguage);
  useEffect(() => {
    if (!viewer) return;
    const writeNow = () => {
      const search = searchWithViewState(window.location.search, sceneId, viewer.getView(), langParam);
      if (search === window.location.search) return;
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    };
    const write = debounce(writeNow, URL_SYNC_DELAY_MS);
    // At once for a new room: a Share pressed right after it opens copies the page's address.
    writeNow();
    const stop = viewer.on('view-change', () => write.call());
    return () => {
      stop();
      write.cancel();
    };
  }, [viewer, sceneId, langParam]);
}
