import type { AnalyticsRange } from '@tourview/schema';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last 30 days, today included (UTC, as the numbers are kept). */
export function lastThirtyDays(now = new Date()): AnalyticsRange {
  return { from: isoDay(new Date(now.getTime() - 29 * 86_400_000)), to: isoDay(now) };
}
