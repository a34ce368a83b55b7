import type { AnalyticsRange, AnalyticsReport, AttentionMap } from '@tourview/schema';
import type { AnalyticsIngest } from './analytics-deltas.js';
import type { AnalyticsPruned } from './analytics-retention.js';

export type { AnalyticsIngest, AnalyticsPruned };

/** Engagement analytics: raw events for a while, daily aggregates per tour and room for good. */
export interface AnalyticsStore {
  /**
   * Stores a batch's raw events and adds them to the daily aggregates in one transaction
   * (shared with batches that arrive at the same time); resolves once durable.
   */
  recordAnalytics(ingest: AnalyticsIngest): Promise<void>;
  /** A tour's numbers over a range of UTC days, read from the daily aggregates. */
  analyticsReport(tourCode: string, range: AnalyticsRange): Promise<AnalyticsReport>;
  /** Where visitors looked in one room: look samples per 5° cell. */
  attentionMap(tourCode: string, room: string, range: AnalyticsRange): Promise<AttentionMap>;
  /** The salt of a UTC day's visitor hashes, shared by every instance until it is pruned. */
  analyticsSalt(day: string): Promise<string>;
  /** Drops raw events older than `keepRawDays` days and the salts and hashes of past days. */
  pruneAnalytics(keepRawDays: number, now?: Date): Promise<AnalyticsPruned>;
  /** The tours with at least one visit in the range. */
  toursVisited(range: AnalyticsRange): Promise<string[]>;
}
