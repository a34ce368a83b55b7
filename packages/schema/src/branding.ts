import { z } from 'zod';
import { mediaRefSchema } from './media-ref.js';
import { accentContrastProblem, ACCENT_RULE } from './contrast.js';

/** An agency's name as the branded page shows it (the logo's alt text). */
export const agencyNameSchema = z.string().trim().min(1).max(80);

/**
 * An accent colour as `#rrggbb` (lower case kept), refused unless the text drawn on it and the
 * page behind it both reach WCAG AA (`accentContrastProblem`).
 */
export const accentColourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'An accent colour is # and six hex digits: #38bdf8.', abort: true })
  .refine((colour) => accentContrastProblem(colour) === null, {
    error: (issue) => accentContrastProblem(String(issue.input).trim().toLowerCase()) ?? ACCENT_RULE,
  });

/** The link-preview image of the branded page, with the agency's logo on it. */
const brandedShareImageSchema = z.strictObject({
  url: mediaRefSchema,
  width: z.literal(1200),
  height: z.literal(630),
});

/**
 * The agency's look on a published tour's branded page, made at publish from the studio's
 * account setting and the tour's own (the tour's win field by field).
 */
export const tourBrandingSchema = z.strictObject({
  name: agencyNameSchema.optional(),
  accent: accentColourSchema.optional(),
  logo: mediaRefSchema.optional(),
  /** The share image with the logo on it; the tour's `shareImage` stays without it. */
  shareImage: brandedShareImageSchema.optional(),
});

/** The agency's look on a published tour. */
export type TourBranding = z.infer<typeof tourBrandingSchema>;
