import { analyticsReportSchema, attentionMapSchema, type AnalyticsRange } from '@tourview/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.js';

const base = (code: string) => `/tours/${encodeURIComponent(code)}/analytics`;
const rangeQuery = ({ from, to }: AnalyticsRange) => `from=${from}&to=${to}`;

/** A tour's engagement report over a range of UTC days. */
export function useAnalyticsReport(code: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: ['analytics', code, range],
    queryFn: () => api.get(`${base(code)}?${rangeQuery(range)}`, analyticsReportSchema),
    placeholderData: keepPreviousData,
  });
}

/** Where the same numbers download as CSV. */
export function analyticsCsvUrl(code: string, range: AnalyticsRange): string {
  return `/api/studio${base(code)}.csv?${rangeQuery(range)}`;
}

/** Where visitors looked in one room over the range; nothing is asked while `room` is null. */
export function useAttentionMap(code: string, room: string | null, range: AnalyticsRange) {
  return useQuery({
    queryKey: ['attention', code, room, range],
    queryFn: () =>
      api.get(
        `${base(code)}/attention?room=${encodeURIComponent(room ?? '')}&${rangeQuery(range)}`,
        attentionMapSchema,
      ),
    enabled: room !== null,
  });
}
