import {
  openingView,
  VIEW_STATE_PARAMS,
  viewStateParams,
  type OpeningView,
  type VisitorTour,
  type View,
} from '@tourview/schema';

/** Where the tour opens: the URL's scene and view when valid, else the start scene. */
export function initialViewState(tour: VisitorTour, search: string): OpeningView {
  return openingView(tour, new URLSearchParams(search));
}

/**
 * The search string with the scene, view and language replaced, other parameters (embed, …)
 * kept; `lang` is `null` for a page in the tour's default language, which needs none.
 */
export function searchWithViewState(
  search: string,
  sceneId: string,
  view: View,
  lang: string | null = null,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(viewStateParams(sceneId, view))) params.set(key, value);
  if (lang === null) params.delete(VIEW_STATE_PARAMS.lang);
  else params.set(VIEW_STATE_PARAMS.lang, lang);
  return `?${params.toString()}`;
}

/** Calls `fn` once calls stop for `ms`; `flush` runs a pending call now, `cancel` drops it. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  return {
    call(...args: A) {
      pending = args;
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    flush() {
      clearTimeout(timer);
      run();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
