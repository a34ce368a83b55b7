import { analyticsBatchSchema, formatIssues, tourCodeSchema, analyticsRangeSchema } from '@tourview/schema';
import type { AnalyticsRange } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import { InvalidQueryError } from '../errors.js';
import { groupCommit } from '../group-commit.js';
import { deltasOf, type AnalyticsIngest } from './analytics-deltas.js';
import { writeDeltas } from './analytics-ingest.js';
import { analyticsReport, attentionMap } from './analytics-report-query.js';
import { analyticsSalt, pruneAnalytics, toursVisited } from './analytics-retention.js';
import type { AnalyticsStore } from './analytics-types.js';

/**
 * Batches in one transaction at most. Every batch adds to a few shared aggregate rows, so a
 * group of 200 writes those rows once instead of 200 times.
 */
const MAX_BATCHES_PER_COMMIT = 200;

function validRange(range: AnalyticsRange): AnalyticsRange {
  const parsed = analyticsRangeSchema.safeParse(range);
  if (!parsed.success) throw new InvalidQueryError(formatIssues(parsed.error).join('; '));
  return parsed.data;
}

function validIngest(ingest: AnalyticsIngest): AnalyticsIngest {
  const batch = analyticsBatchSchema.safeParse(ingest.batch);
  const code = tourCodeSchema.safeParse(ingest.tourCode);
  if (!batch.success || !code.success)
    throw new InvalidQueryError(
      [
        ...(batch.success ? [] : formatIssues(batch.error)),
        ...(code.success ? [] : ['tourCode: invalid']),
      ].join('; '),
    );
  return { ...ingest, batch: batch.data };
}

/** Engagement analytics: batches written durably with their aggregates, reports read from aggregates. */
export function createAnalyticsStore(db: Kysely<Database>, dialect: Dialect): AnalyticsStore {
  // As enquiries: batches that arrive together share one transaction, and each sender is
  // answered only once its batch is committed, so an accepted batch survives a kill -9 (but,
  // unlike an enquiry, not always a power cut: see `writeDeltas`).
  const write = groupCommit<AnalyticsIngest>(
    (items) => writeDeltas(db, dialect, deltasOf(items)),
    MAX_BATCHES_PER_COMMIT,
  );
  return {
    recordAnalytics: async (ingest) => write(validIngest(ingest)),
    analyticsReport: async (tourCode, range) => analyticsReport(db, tourCode, validRange(range)),
    attentionMap: async (tourCode, room, range) => attentionMap(db, tourCode, room, validRange(range)),
    analyticsSalt: (day) => analyticsSalt(db, day),
    pruneAnalytics: (keepRawDays, now = new Date()) => pruneAnalytics(db, keepRawDays, now),
    toursVisited: async (range) => {
      const { from, to } = validRange(range);
      return toursVisited(db, from, to);
    },
  };
}
