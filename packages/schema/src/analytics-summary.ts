import { z } from 'zod';
import { analyticsDaySchema, type AnalyticsRange, type AnalyticsReport } from './analytics-report.js';
import { tourCodeSchema } from './tour-code-schema.js';

/** Rooms a weekly summary names, those most visits reached first. */
export const SUMMARY_TOP_ROOMS = 5;

const count = z.number().int().min(0);

/**
 * What the weekly summary webhook receives for one tour and one week (Monday to Sunday, UTC):
 * the week's numbers as the studio's dashboard shows them for those days.
 */
export const analyticsWeeklySummarySchema = z.object({
  event: z.literal('analytics.weekly_summary'),
  tourCode: tourCodeSchema,
  week: z.object({ from: analyticsDaySchema, to: analyticsDaySchema }),
  visits: count,
  /** Visitors counted once a day (the salt that recognises one changes daily), summed over the week. */
  uniqueVisitors: count,
  medianTimeInTourSeconds: z.number().min(0).nullable(),
  topRooms: z.array(
    z.object({
      room: z.string(),
      visits: count,
      share: z.number().min(0).max(1),
      medianDwellSeconds: z.number().min(0).nullable(),
    }),
  ),
  funnel: z.object({ visits: count, detailsOpened: count, contactOpened: count, enquirySent: count }),
});

/** One tour's weekly summary. */
export type AnalyticsWeeklySummary = z.infer<typeof analyticsWeeklySummarySchema>;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last whole week (Monday to Sunday, UTC) before `now`. */
export function previousWeek(now: Date): AnalyticsRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = today - (sinceMonday + 7) * DAY_MS;
  return { from: isoDay(monday), to: isoDay(monday + 6 * DAY_MS) };
}

/** A week's report as the summary the webhook receives. */
export function weeklySummaryOf(report: AnalyticsReport): AnalyticsWeeklySummary {
  const topRooms = [...report.rooms]
    .sort((a, b) => b.visits - a.visits || a.room.localeCompare(b.room))
    .slice(0, SUMMARY_TOP_ROOMS);
  return {
    event: 'analytics.weekly_summary',
    tourCode: report.tourCode,
    week: { from: report.from, to: report.to },
    visits: report.visits,
    uniqueVisitors: report.days.reduce((sum, d) => sum + d.visitors, 0),
    medianTimeInTourSeconds: report.medianTimeInTourSeconds,
    topRooms,
    funnel: report.funnel,
  };
}
