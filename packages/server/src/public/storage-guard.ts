import type { AnalyticsIngest, Storage } from '@tourview/storage';
import { ProblemError } from '../http/problems.js';
import { createTourCache, TOUR_CACHE_TTL_MS } from './tour-cache.js';
import type { TourResponse } from './tour-response.js';
import { loadVisitorTourJson } from './visitor-tour.js';

/** The storage methods the API calls; a tour comes ready to send. */
export interface ApiStorage extends Pick<
  Storage,
  | 'createEnquiry'
  | 'health'
  | 'dialect'
  | 'findTourCodeIgnoringCase'
  | 'getPreview'
  | 'recordAnalytics'
  | 'analyticsSalt'
> {
  /** The branded tour, or the unbranded record for an unbranded code (`loadVisitorTourJson`). */
  getTourJson(code: string): Promise<TourResponse | null>;
}

function guard<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) =>
    call(...args).catch((cause: unknown) => {
      throw Object.assign(new ProblemError('storage_unavailable'), { cause });
    });
}

/**
 * The API's view of storage, where a failing database becomes `503 storage_unavailable`
 * (retryable) instead of a generic 500 (the cause is logged, never sent), and tours come
 * through a one-second cache.
 */
export function guardStorage(storage: Storage, tourCacheTtlMs = TOUR_CACHE_TTL_MS): ApiStorage {
  return {
    dialect: storage.dialect,
    getTourJson: createTourCache(
      guard((code: string) => loadVisitorTourJson(storage, code)),
      tourCacheTtlMs,
    ),
    createEnquiry: guard((code, fields) => storage.createEnquiry(code, fields)),
    findTourCodeIgnoringCase: guard((code: string) => storage.findTourCodeIgnoringCase(code)),
    // Never cached: a preview is opened a few times, and an expired one must stop at once.
    getPreview: guard((token: string) => storage.getPreview(token)),
    recordAnalytics: guard((ingest: AnalyticsIngest) => storage.recordAnalytics(ingest)),
    analyticsSalt: guard((day: string) => storage.analyticsSalt(day)),
    health: () => storage.health(),
  };
}
