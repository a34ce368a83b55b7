import { z } from 'zod';
import { pitchSchema, yawSchema } from './tour.js';

/** The most blur regions one scene holds: enough for every face and letter in a room. */
export const MAX_BLUR_REGIONS = 32;

/** The outlines a blur region may have. */
export const BLUR_SHAPES = ['rect', 'ellipse'] as const;
/** A blur region's outline. */
export type BlurShape = (typeof BLUR_SHAPES)[number];

/** The smallest and largest extent of a blur region, degrees. */
export const BLUR_EXTENT = { min: 1, maxWidth: 180, maxHeight: 90 } as const;

/**
 * A part of a panorama to blur before anyone sees it: a rectangle or an ellipse in yaw and pitch
 * degrees, so it fits the panorama at any resolution. `yaw` and `pitch` are its centre;
 * `width` spans yaw, `height` pitch (an equirect's own axes: the shape is a rectangle or an
 * ellipse on the panorama image).
 */
export const blurRegionSchema = z.strictObject({
  shape: z.enum(BLUR_SHAPES),
  yaw: yawSchema,
  pitch: pitchSchema,
  width: z.number().min(BLUR_EXTENT.min).max(BLUR_EXTENT.maxWidth),
  height: z.number().min(BLUR_EXTENT.min).max(BLUR_EXTENT.maxHeight),
});
/** A blur region of a scene. */
export type BlurRegion = z.infer<typeof blurRegionSchema>;

/** The tripod cover's size, degrees from the nadir to its edge. */
export const TRIPOD_COVER_SIZE = { min: 5, max: 45, default: 15 } as const;

/** A colour as `#rrggbb`. */
export const hexColourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #rrggbb, such as #5a5a5a.');

/** The neutral grey of a tripod cover without a chosen colour. */
export const DEFAULT_TRIPOD_COLOUR = '#5a5a5a';

/**
 * A round patch drawn over the bottom of every panorama of a tour, where the tripod stands: a
 * disc of `colour`, with `logo` (an image file of the tour) fitted inside it when given, out
 * to `size` degrees from straight down.
 */
export function tripodCoverSchema<F extends z.ZodType>(file: F) {
  return z.strictObject({
    size: z.number().min(TRIPOD_COVER_SIZE.min).max(TRIPOD_COVER_SIZE.max),
    colour: hexColourSchema,
    logo: file.optional(),
  });
}

/** A tripod cover whose logo is named by a string (a file name in a manifest). */
export interface TripodCover {
  size: number;
  colour: string;
  logo?: string;
}
