import { z } from 'zod';
import { MAX_FACE_SIZE, tileContractProblems, type CubeLevel } from './tile-contract.js';

/** One resolution level of a cube panorama: faces of `size` px cut in `tileSize` px tiles. */
export const cubeLevelSchema = z.strictObject({
  tileSize: z.number().int().min(16).max(4096),
  size: z.number().int().min(16).max(MAX_FACE_SIZE),
}) satisfies z.ZodType<CubeLevel>;

/**
 * The tile URL template. Placeholders: `{z}` level index (0 = coarsest), `{f}` face letter,
 * `{x}` column, `{y}` row. Relative templates resolve against the CDN base URL.
 */
export const tileUrlTemplateSchema = z
  .string()
  .min(1)
  .max(512)
  .refine((t) => ['{z}', '{f}', '{x}', '{y}'].every((p) => t.includes(p)), {
    message: 'The tile URL template must contain {z}, {f}, {x} and {y}.',
  });

/**
 * The band of pitch, in degrees (positive looks up), a partial panorama's source image covers,
 * e.g. a phone's panorama that stops short of ceiling and floor. The rest of the sphere holds
 * a calm fill, so a viewer may keep the view inside the band.
 */
export const pitchRangeSchema = z
  .strictObject({ min: z.number().min(-90).max(90), max: z.number().min(-90).max(90) })
  .refine((range) => range.min < range.max, {
    message: 'The pitch range needs min below max.',
    path: ['max'],
  });

/** A band of pitch in degrees. */
export type PitchRange = z.infer<typeof pitchRangeSchema>;

/** Largest inline preview, in characters of its data URI (see {@link inlinePreviewSchema}). */
export const INLINE_PREVIEW_MAX_CHARS = 4096;

/** A tiny preview strip carried inside the record itself. */
export const inlinePreviewSchema = z.strictObject({
  dataUri: z
    .string()
    .max(INLINE_PREVIEW_MAX_CHARS)
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/, 'An inline preview is a base64 WebP data URI.'),
  faceSize: z.number().int().min(4).max(64),
});

/** A tiny preview strip carried inside the record. */
export type InlinePreview = z.infer<typeof inlinePreviewSchema>;

/** A multi-resolution cube panorama as the viewer loads it. */
export const cubePanoramaSchema = z
  .strictObject({
    levels: z.array(cubeLevelSchema).min(1).max(8),
    tileUrl: tileUrlTemplateSchema,
    /** One image of six square faces stacked vertically in {@link FACES} order. */
    preview: z.strictObject({
      url: z.string().min(1).max(512),
      faceSize: z.number().int().min(8).max(1024),
      /**
       * The same six faces at a few pixels each, as a `data:image/webp;base64,` URI: a page
       * that carries it puts the room on screen before any image arrives.
       */
      inline: inlinePreviewSchema.optional(),
    }),
    /** Present when the source covered only this band of pitch; absent for a full sphere. */
    pitchRange: pitchRangeSchema.optional(),
  })
  .superRefine((pano, ctx) => {
    for (const problem of tileContractProblems(pano.levels)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: ['levels', ...problem.path] });
    }
  });

/** A cube panorama. */
export type CubePanorama = z.infer<typeof cubePanoramaSchema>;
