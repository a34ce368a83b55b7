/** One beacon batch as received; kept for the configured number of days, then dropped. */
export interface AnalyticsBatchesTable {
  tour_code: string;
  /** UTC day received (`2026-05-01`), which retention and aggregation go by. */
  day: string;
  received_at: string;
  /** The page's random id for the visit; nothing identifies the visitor. */
  visit_id: string;
  /** The batch's events as a JSON array, each as the page sent it. */
  events: string;
}

/** The salt a day's visitor hashes are made with; dropped once the day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** Visitors counted on a day, by salted hash, so each counts once that day. */
export interface AnalyticsDayVisitorsTable {
  tour_code: string;
  day: string;
  visitor_hash: string;
}

/** What a visit already counted (a room entered, a funnel step), so it counts once per visit. */
export interface AnalyticsVisitMarksTable {
  tour_code: string;
  visit_id: string;
  mark: string;
  day: string;
}

/** A day's count of one metric (`visits`, `device`, `door`, ...) under one key, per tour. */
export interface AnalyticsDailyCountsTable {
  tour_code: string;
  day: string;
  metric: string;
  key: string;
  count: number;
}

/** A day's histogram of dwell times in whole seconds per room; room `''` is the whole visit. */
export interface AnalyticsDailyDwellTable {
  tour_code: string;
  day: string;
  room: string;
  seconds: number;
  count: number;
}

/** A day's look samples per room and 5° cell: the attention map. */
export interface AnalyticsDailyLooksTable {
  tour_code: string;
  day: string;
  room: string;
  yaw: number;
  pitch: number;
  count: number;
}

/** One tour's summary of one week, and where its delivery to the webhook stands. */
export interface AnalyticsSummariesTable {
  tour_code: string;
  /** The week's Monday (`2026-11-16`), UTC. */
  week: string;
  /** The JSON body the webhook receives. */
  payload: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  /** Until when a worker holds the row; null when none does. */
  locked_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

/** The analytics tables, as Kysely sees them. */
export interface AnalyticsTables {
  analytics_batches: AnalyticsBatchesTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_day_visitors: AnalyticsDayVisitorsTable;
  analytics_visit_marks: AnalyticsVisitMarksTable;
  analytics_daily_counts: AnalyticsDailyCountsTable;
  analytics_daily_dwell: AnalyticsDailyDwellTable;
  analytics_daily_looks: AnalyticsDailyLooksTable;
  analytics_summaries: AnalyticsSummariesTable;
}
