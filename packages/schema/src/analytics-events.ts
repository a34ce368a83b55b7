import { z } from 'zod';
import { sceneIdSchema } from './tour.js';

/** How finely look directions are recorded, in degrees: coarse enough to say nothing of a person. */
export const LOOK_STEP_DEGREES = 5;

/** Limits of one beacon batch, shared by the sender and the server. */
export const ANALYTICS_LIMITS = {
  /** Events in one batch; the app sends every few seconds, far below this. */
  eventsPerBatch: 50,
  /** Bytes of one batch's JSON body. */
  batchBytes: 16_384,
  /** Longest dwell or visit a batch may report (a tab left open for a day is not a visit). */
  durationMs: 86_400_000,
  languageLength: 16,
  originLength: 200,
} as const;

/** What kind of screen a visit was on, as the app classifies it (no user agent is sent or kept). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;

/** A device class. */
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Events that carry nothing but their kind: features a visit used. */
export const PLAIN_EVENT_KINDS = [
  'plan_used',
  'guided_tour_started',
  'video_played',
  'chapter_jumped',
  'share_opened',
  'embed_opened',
  'details_opened',
  'contact_opened',
  'enquiry_sent',
] as const;

/** A plain event's kind. */
export type PlainEventKind = (typeof PLAIN_EVENT_KINDS)[number];

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

/** A direction turned to the look grid: yaw to a multiple of 5° in [-180, 180), pitch in [-90, 90]. */
export function lookCell(yaw: number, pitch: number): { yaw: number; pitch: number } {
  const step = LOOK_STEP_DEGREES;
  const turned = ((((Math.round(yaw / step) * step + 180) % 360) + 360) % 360) - 180;
  const clamped = Math.max(-90, Math.min(90, Math.round(pitch / step) * step));
  return { yaw: turned + 0, pitch: clamped + 0 };
}
