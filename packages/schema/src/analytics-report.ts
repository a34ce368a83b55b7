import { z } from 'zod';
import { DEVICE_CLASSES } from './analytics-constants.js';
import { tourCodeSchema } from './tour-code-schema.js';
import { sceneIdSchema } from './tour.js';

/** A UTC calendar day, `2026-05-01`. */
export const analyticsDaySchema = z.iso.date();

/** The longest range one report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const rangeShape = { from: analyticsDaySchema, to: analyticsDaySchema };
const inOrder = (r: { from: string; to: string }) => r.from <= r.to;
const notTooLong = (r: { from: string; to: string }) => daysBetween(r.from, r.to) < MAX_REPORT_DAYS;

/** `GET /api/studio/tours/{code}/analytics?from&to`: both days inclusive, UTC. */
export const analyticsRangeSchema = z
  .object(rangeShape)
  .refine(inOrder, { error: 'from_after_to', path: ['from'] })
  .refine(notTooLong, { error: 'range_too_long', path: ['to'] });

/** `GET /api/studio/tours/{code}/analytics/attention?room&from&to`. */
export const attentionQuerySchema = z
  .object({ ...rangeShape, room: sceneIdSchema })
  .refine(inOrder, { error: 'from_after_to', path: ['from'] })
  .refine(notTooLong, { error: 'range_too_long', path: ['to'] });

/** A report's date range. */
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

const count = z.number().int().min(0);
const seconds = z.number().min(0).nullable();

/** What operators read of a tour's engagement over a range of days. */
export const analyticsReportSchema = z.object({
  tourCode: tourCodeSchema,
  from: analyticsDaySchema,
  to: analyticsDaySchema,
  visits: count,
  /** Visitors are counted per day (the salt that recognises one changes daily), so a range sums them. */
  days: z.array(z.object({ day: analyticsDaySchema, visits: count, visitors: count })),
  /** `null` when no visit reported its end. */
  medianTimeInTourSeconds: seconds,
  rooms: z.array(
    z.object({
      room: z.string(),
      /** Visits that entered the room at least once. */
      visits: count,
      /** Those visits' share of all visits, 0–1. */
      share: z.number().min(0).max(1),
      medianDwellSeconds: seconds,
    }),
  ),
  doors: z.array(z.object({ room: z.string(), target: z.string(), clicks: count })),
  infoPoints: z.array(z.object({ room: z.string(), hotspot: z.string(), clicks: count })),
  /** Visits that reached each step at least once. */
  funnel: z.object({ visits: count, detailsOpened: count, contactOpened: count, enquirySent: count }),
  features: z.object({
    planUsed: count,
    guidedTourStarted: count,
    videoPlayed: count,
    chapterJumped: count,
    shareOpened: count,
    embedOpened: count,
  }),
  embeds: z.array(z.object({ site: z.string(), visits: count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), visits: count })),
  languages: z.array(z.object({ language: z.string(), visits: count })),
});

/** A tour's engagement report. */
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** `GET /api/studio/tours/{code}/analytics/attention?room&from&to`: look samples per 5° cell. */
export const attentionMapSchema = z.object({
  room: z.string(),
  samples: count,
  cells: z.array(z.object({ yaw: z.number(), pitch: z.number(), count })),
});

/** Where visitors looked in one room. */
export type AttentionMap = z.infer<typeof attentionMapSchema>;
