import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { TOUR_ELEMENT_ID, TOUR_FRESH_MS, tourSchema, type Tour } from '@tourview/schema';
import { getTour } from '../lib/api/index.js';
import { queryRetry, type ApiClient } from '../lib/api-client/index.js';
import { pageFromCache, parseJsonElement } from '../lib/page-data.js';
import { useApiClient } from './api-client-context.js';

const tourKey = (code: string) => ['tour', code] as const;

/**
 * The tour the server inlined into the HTML, if it is this code's and valid; it saves the
 * first round trip on a tour page (issue #6).
 */
function inlinedTour(code: string): Tour | undefined {
  const parsed = tourSchema.safeParse(parseJsonElement(document, TOUR_ELEMENT_ID));
  return parsed.success && parsed.data.code === code ? parsed.data : undefined;
}

/**
 * Seeds the query cache with the inlined tour, once, before the first render. A page the
 * browser reused from its cache may be up to {@link TOUR_FRESH_MS} old, so its tour counts as
 * stale: the screen shows it at once and asks the API again in the background.
 */
export function seedInlinedTour(client: QueryClient, code: string | undefined): void {
  if (!code) return;
  const tour = inlinedTour(code);
  if (tour) client.setQueryData(tourKey(code), tour, { updatedAt: pageFromCache() ? 0 : Date.now() });
}

/** What loading a tour is, for `useQuery` or a query client; it retries by the app's one rule. */
export function tourQuery(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: tourKey(code),
    queryFn: ({ signal }) => getTour(client, code, { signal }),
    staleTime: TOUR_FRESH_MS,
    ...queryRetry,
  });
}

/** Loads a tour; a 404 is an answer, not a failure to retry. */
export function useTourQuery(code: string) {
  return useQuery(tourQuery(useApiClient(), code));
}
