import { useCallback, useEffect, useRef } from 'react';
import { resolveMediaUrl, tourCodeProblem, type VisitorTour } from '@tourview/schema';
import { useConfig } from '../config/config-context.js';

/** How long a typed code must stand before it is fetched, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 250;

/** Fetches the start room's preview into the HTTP cache, in the engine's own request mode. */
function warmPreview(cdnBaseUrl: string, tour: VisitorTour): void {
  const scene = tour.scenes.find((s) => s.id === tour.startScene);
  if (!scene) return;
  // The same `fetch` defaults as the engine's image loader, so its request is a cache hit.
  void fetch(resolveMediaUrl(cdnBaseUrl, scene.panorama.preview.url))
    .then((response) => response.blob())
    .catch(() => undefined);
}

/**
 * Starts loading a tour the visitor is about to open from the home screen: the tour screen's
 * code, the tour into the query cache the screen reads, and its start room's preview. All
 * three are loaded by `import()` and `fetch`, so the home screen loads neither the data layer
 * nor the tour's schema before the visitor types.
 * Returns `(code, typing)`: a code being typed waits for a pause; a hover or focus on the
 * submit button starts at once.
 */
export function useTourPrefetch(): (code: string, typing: boolean) => void {
  const { cdnBaseUrl, publicDataApiBaseUrl } = useConfig();
  const started = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(
    (code: string) => {
      if (started.current.has(code)) return;
      started.current.add(code);
      prefetchTourScreen(code, publicDataApiBaseUrl, cdnBaseUrl);
    },
    [cdnBaseUrl, publicDataApiBaseUrl],
  );

  return useCallback(
    (code: string, typing: boolean) => {
      window.clearTimeout(timer.current);
      if (tourCodeProblem(code) !== null) return;
      if (typing) timer.current = window.setTimeout(() => start(code), TYPING_PAUSE_MS);
      else start(code);
    },
    [start],
  );
}

/** Starts loading the tour screen's code, the tour and its start room's preview. */
function prefetchTourScreen(code: string, apiBaseUrl: string, cdnBaseUrl: string): void {
  void import('./routes/tour-layout.js').catch(() => undefined);
  void import('./routes/tour.js').catch(() => undefined);
  void import('./tour-query.js')
    .then(({ prefetchTour }) => prefetchTour(apiBaseUrl, code))
    .then((tour) => warmPreview(cdnBaseUrl, tour))
    // An unknown code is answered when the visitor opens it; nothing to say here.
    .catch(() => undefined);
}
