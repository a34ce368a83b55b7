import { z } from 'zod';
import { LIVE_LIMITS } from './live-protocol.js';

/** How long a viewing (and its guest link) lasts when the studio does not say: two hours. */
export const LIVE_DEFAULT_MINUTES = 120;
/** The longest a viewing may last: one day. */
export const LIVE_MAX_MINUTES = 24 * 60;

/** `POST /api/studio/tours/{code}/live-viewings`: the host's name guests see, and how long it lasts. */
export const studioLiveViewingRequestSchema = z.strictObject({
  hostName: z.string().trim().min(1).max(LIVE_LIMITS.name),
  minutes: z.number().int().min(5).max(LIVE_MAX_MINUTES).default(LIVE_DEFAULT_MINUTES),
});
/** What starts a viewing. */
export type StudioLiveViewingRequest = z.input<typeof studioLiveViewingRequestSchema>;

/** A viewing as the studio lists it; links only in the answer that created it. */
export const studioLiveViewingSchema = z.object({
  id: z.string(),
  hostName: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
});
/** A viewing as the studio lists it. */
export type StudioLiveViewing = z.infer<typeof studioLiveViewingSchema>;

/** The answer to starting a viewing: its links, shown once (only their hashes are kept). */
export const studioStartedLiveViewingSchema = studioLiveViewingSchema.extend({
  /** The tour page that opens the viewing as its host, on the visitors' origin. */
  hostUrl: z.string(),
  /** The link to send to guests. */
  guestUrl: z.string(),
});
/** A started viewing with its links. */
export type StudioStartedLiveViewing = z.infer<typeof studioStartedLiveViewingSchema>;

/** `GET /api/studio/tours/{code}/live-viewings`: newest first. */
export const studioLiveViewingListSchema = z.object({ viewings: z.array(studioLiveViewingSchema) });
