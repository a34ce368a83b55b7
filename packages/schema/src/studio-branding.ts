import { z } from 'zod';
import { accentColourSchema, agencyNameSchema } from './branding.js';
import { hexColourSchema, TRIPOD_COVER_SIZE } from './privacy.js';

/** Image types a logo may be. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A logo's largest size: a mark in a top bar needs no more, and it travels inside JSON. */
export const MAX_LOGO_BYTES = 96 * 1024;

/**
 * The tripod cover every tour of the studio gets unless it sets its own: a disc of `colour`
 * out to `size` degrees from straight down, with the agency's logo inside when `logo` is true.
 */
export const accountTripodCoverSchema = z.strictObject({
  size: z.number().min(TRIPOD_COVER_SIZE.min).max(TRIPOD_COVER_SIZE.max),
  colour: hexColourSchema,
  logo: z.boolean(),
});
/** The studio's tripod cover for all its tours. */
export type AccountTripodCover = z.infer<typeof accountTripodCoverSchema>;

/** `GET /api/studio/branding`: the studio's branding, which every published tour takes. */
export const agencyBrandingSchema = z.object({
  name: z.string().nullable(),
  accent: z.string().nullable(),
  /** The logo's type and size; its bytes at `GET /api/studio/branding/logo`. */
  logo: z.object({ type: z.string(), bytes: z.number().int() }).nullable(),
  tripodCover: accountTripodCoverSchema.nullable(),
  updatedAt: z.string().nullable(),
});

/** The studio's branding. */
export type AgencyBrandingView = z.infer<typeof agencyBrandingSchema>;

/**
 * `PUT /api/studio/branding` (admins): each field absent keeps what is set, null removes it.
 * An accent that fails WCAG AA is refused with the ratio it reaches (`accentContrastProblem`).
 */
export const agencyBrandingBodySchema = z.object({
  name: agencyNameSchema.nullable().optional(),
  accent: accentColourSchema.nullable().optional(),
  logo: z
    .object({
      type: z.enum(LOGO_TYPES),
      /** The image's bytes, base64. */
      data: z
        .base64()
        .max(Math.ceil(MAX_LOGO_BYTES / 3) * 4, `A logo is at most ${MAX_LOGO_BYTES / 1024} KiB.`),
    })
    .nullable()
    .optional(),
  tripodCover: accountTripodCoverSchema.nullable().optional(),
});

/** A change of the studio's branding. */
export type AgencyBrandingBody = z.infer<typeof agencyBrandingBodySchema>;
