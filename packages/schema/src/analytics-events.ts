import { z } from 'zod';
import { sceneIdSchema } from './tour.js';
import {
  ANALYTICS_LIMITS,
  DEVICE_CLASSES,
  LOOK_STEP_DEGREES,
  PLAIN_EVENT_KINDS,
} from './analytics-constants.js';

/** A random id the page makes for one visit (kept in memory only, never stored in the browser). */
export const visitIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,36}$/, 'invalid_visit_id');

const duration = z.number().int().min(0).max(ANALYTICS_LIMITS.durationMs);
const onLookGrid = (value: number) => Number.isInteger(value / LOOK_STEP_DEGREES);

/** A yaw on the look grid: a multiple of 5° in [-180, 180). */
export const lookYawSchema = z.number().int().min(-180).max(175).refine(onLookGrid, 'not_on_grid');

/** A pitch on the look grid: a multiple of 5° in [-90, 90]. */
export const lookPitchSchema = z.number().int().min(-90).max(90).refine(onLookGrid, 'not_on_grid');

/** An origin (`https://portal.example`), as the embedding page's address is reduced to. */
const originSchema = z
  .string()
  .max(ANALYTICS_LIMITS.originLength)
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'invalid_origin');

/** One thing a visitor did, as the beacon reports it. */
export const analyticsEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('visit_start'),
    device: z.enum(DEVICE_CLASSES),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .max(ANALYTICS_LIMITS.languageLength),
    /** The site whose page frames the tour; absent when the tour is not embedded. */
    embedOrigin: originSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('visit_end'), durationMs: duration }),
  z.strictObject({ kind: z.literal('room_entered'), room: sceneIdSchema }),
  z.strictObject({ kind: z.literal('room_left'), room: sceneIdSchema, dwellMs: duration }),
  z.strictObject({
    kind: z.literal('look'),
    room: sceneIdSchema,
    yaw: lookYawSchema,
    pitch: lookPitchSchema,
  }),
  z.strictObject({ kind: z.literal('door_clicked'), room: sceneIdSchema, target: sceneIdSchema }),
  z.strictObject({ kind: z.literal('info_clicked'), room: sceneIdSchema, hotspot: sceneIdSchema }),
  z.strictObject({ kind: z.enum(PLAIN_EVENT_KINDS) }),
]);

/** One thing a visitor did. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** What the beacon posts to `POST /api/public/tours/{tourCode}/events`. */
export const analyticsBatchSchema = z.strictObject({
  visit: visitIdSchema,
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.eventsPerBatch),
});

/** One beacon batch. */
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
