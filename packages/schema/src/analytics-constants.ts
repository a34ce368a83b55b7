/* The analytics contract's constants, without zod: the app's beacon sender loads only these. */

/** How finely look directions are recorded, in degrees: coarse enough to say nothing of a person. */
export const LOOK_STEP_DEGREES = 5;

/** A direction turned to the look grid: yaw to a multiple of 5° in [-180, 180), pitch in [-90, 90]. */
export function lookCell(yaw: number, pitch: number): { yaw: number; pitch: number } {
  const step = LOOK_STEP_DEGREES;
  const turned = ((((Math.round(yaw / step) * step + 180) % 360) + 360) % 360) - 180;
  const clamped = Math.max(-90, Math.min(90, Math.round(pitch / step) * step));
  return { yaw: turned + 0, pitch: clamped + 0 };
}

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
