import { openingView, viewStateParams, type OpeningView, type Tour, type View } from '@tourview/schema';

/** Where the tour opens: the URL's scene and view when valid, else the start scene. */
export function initialViewState(tour: Tour, search: string): OpeningView {
  return openingView(tour, new URLSearchParams(search));
}

/** The search string with the scene and view replaced, other parameters (embed, …) kept. */
export function searchWithViewState(search: string, sceneId: string, view: View): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(viewStateParams(sceneId, view))) params.set(key, value);
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
