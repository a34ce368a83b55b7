import { z } from 'zod';

/** The site's answer to an oEmbed request (oEmbed 1.0, type `rich`): an iframe to paste. */
export const oembedResponseSchema = z.strictObject({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  /** The `<iframe>` snippet, embed mode on. */
  html: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  title: z.string(),
  /** Absent for an unbranded code, whose answer names no platform. */
  provider_name: z.string().optional(),
  provider_url: z.string().optional(),
  /** The tour's share image; the three thumbnail fields come together or not at all. */
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().positive().optional(),
  thumbnail_height: z.number().int().positive().optional(),
});

/** An oEmbed answer. */
export type OembedResponse = z.infer<typeof oembedResponseSchema>;
