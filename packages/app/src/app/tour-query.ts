import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { TOUR_ELEMENT_ID, TOUR_FRESH_MS, visitorTourSchema, type VisitorTour } from '@tourview/schema';
import { getTour } from '../lib/api/index.js';
import { createApiClient, queryRetry, type ApiClient } from '../lib/api-client/index.js';
import { pageFromCache, parseJsonElement } from '../lib/page-data.js';
import { previewTokenFor } from '../lib/page-preview.js';
import { useApiClient } from './api-client-context.js';

/** A preview's record is kept apart from the live tour's. */
const tourKey = (code: string) => ['tour', code, previewTokenFor(code)] as const;

/**
 * The page's one data cache. It lives here, in code only tour screens import statically, so
 * the home screen loads neither TanStack Query nor the tour's schema before it can be typed
 * in; its prefetch reaches this cache by `import()`. Refetching on focus would re-download
 * tours for nothing.
 */
export const tourQueryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

/**
 * The tour the server inlined into the HTML, if it is this code's and valid; it saves the
 * first round trip on a tour page (issue #6).
 */
function inlinedTour(code: string): VisitorTour | undefined {
  const parsed = visitorTourSchema.safeParse(parseJsonElement(document, TOUR_ELEMENT_ID));
  return parsed.success && parsed.data.code === code ? parsed.data : undefined;
}

/**
 * Seeds the cache with the inlined tour, once, before the first render. A page the browser
 * reused from its cache may be up to {@link TOUR_FRESH_MS} old, so its tour counts as stale:
 * the screen shows it at once and asks the API again in the background.
 */
export function seedInlinedTour(code: string): void {
  const tour = inlinedTour(code);
  if (tour)
    tourQueryClient.setQueryData(tourKey(code), tour, { updatedAt: pageFromCache() ? 0 : Date.now() });
}

/** What loading a tour is, for `useQuery` or a query client; it retries by the app's one rule. */
export function tourQuery(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: tourKey(code),
    queryFn: ({ signal }) => getTour(client, code, { signal, preview: previewTokenFor(code) }),
    staleTime: TOUR_FRESH_MS,
    ...queryRetry,
  });
}

/** Loads a tour into the cache ahead of its screen, from the public-data API at `apiBaseUrl`. */
export function prefetchTour(apiBaseUrl: string, code: string): Promise<VisitorTour> {
  return tourQueryClient.fetchQuery(tourQuery(createApiClient({ baseUrl: apiBaseUrl }), code));
}

/** Loads a tour; a 404 is an answer, not a failure to retry. */
export function useTourQuery(code: string) {
  return useQuery(tourQuery(useApiClient(), code));
}
