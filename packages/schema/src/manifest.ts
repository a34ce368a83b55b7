import { z } from 'zod';
import { described } from './described.js';
import { languageTagSchema, localizedText } from './localized-text.js';
import { MANIFEST_DOCS } from './manifest-docs.js';
import { tourCodeSchema } from './tour-code-schema.js';
import {
  floorPlanSchema,
  infoHotspotSchema,
  linkHotspotSchema,
  propertySchema,
  sceneIdSchema,
  sceneSchema,
  videoSchema,
  viewSchema,
} from './tour.js';
import { normalizeYaw } from './view-state.js';
import { accentColourSchema, agencyNameSchema } from './branding.js';
import { declinedFaceSchema, MAX_DECLINED_FACES } from './face-proposals.js';
import { blurRegionSchema, MAX_BLUR_REGIONS, tripodCoverSchema } from './privacy.js';

/** A file name inside the imported folder: no directories, no hidden files. */
export const manifestFileSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'Expected a file name in the tour folder (no "/" or "..").');

/**
 * An angle in degrees as an operator writes it, any number, turned into the same direction in
 * (-180, 180] (240 becomes -120), the range the tour record keeps.
 */
export const manifestAngleSchema = z.number().transform(normalizeYaw);

const pitchRange = {
  error: (issue: { input?: unknown }) =>
    `A pitch is from -90 (straight down) to 90 (straight up) degrees, not ${String(issue.input)}.`,
};

/** Pitch in degrees, positive looks up; unlike a yaw, a pitch beyond ±90 is a mistake, not a turn. */
export const manifestPitchSchema = z.number().min(-90, pitchRange).max(90, pitchRange);

const angles = { yaw: manifestAngleSchema, pitch: manifestPitchSchema };

const manifestObjectSchema = z.strictObject({
  code: tourCodeSchema.optional(),
  title: localizedText(120),
  /** The language the texts are written in first; see the tour record's `defaultLanguage`. */
  defaultLanguage: languageTagSchema.optional(),
  property: propertySchema.extend({
    agent: propertySchema.shape.agent.extend({ photo: manifestFileSchema.optional() }),
  }),
  /** The scene a visitor starts in; the first scene when absent. */
  startScene: sceneIdSchema.optional(),
  scenes: z
    .array(
      sceneSchema.omit({ panorama: true, thumbnail: true, infos: true, initialView: true }).extend({
        /** An equirectangular 2:1 panorama (JPEG, PNG or WebP). */
        panorama: manifestFileSchema,
        north: manifestAngleSchema.optional(),
        initialView: viewSchema.extend(angles).optional(),
        links: z.array(linkHotspotSchema.extend(angles)).max(32).default([]),
        infos: z
          .array(infoHotspotSchema.extend({ ...angles, image: manifestFileSchema.optional() }))
          .max(32)
          .default([]),
        blur: z.array(blurRegionSchema.extend(angles)).max(MAX_BLUR_REGIONS).optional(),
        /** Face proposals the operator declined: not offered again, never published. */
        declinedFaces: z.array(declinedFaceSchema.extend(angles)).max(MAX_DECLINED_FACES).optional(),
      }),
    )
    .min(1)
    .max(200),
  tripodCover: tripodCoverSchema(manifestFileSchema).optional(),
  floorPlans: z
    .array(
      floorPlanSchema.omit({ width: true, height: true }).extend({
        image: manifestFileSchema,
        north: manifestAngleSchema,
        scenes: z
          .array(floorPlanSchema.shape.scenes.element.extend({ yawOffset: manifestAngleSchema }))
          .min(1),
      }),
    )
    .max(10)
    .default([]),
  video: videoSchema
    .omit({ sources: true, poster: true, captions: true, duration: true })
    .extend({
      /** An H.264 MP4 file. */
      file: manifestFileSchema,
      poster: manifestFileSchema.optional(),
      captions: z
        .array(videoSchema.shape.captions.element.omit({ url: true }).extend({ file: manifestFileSchema }))
        .default([]),
      chapters: videoSchema.shape.chapters.default([]),
    })
    .optional(),
  /** The agency's look on this tour's branded page; each field overrides the studio's setting. */
  branding: z
    .strictObject({
      name: agencyNameSchema.optional(),
      accent: accentColourSchema.optional(),
      logo: manifestFileSchema.optional(),
    })
    .optional(),
});

/**
 * The import manifest (`tour.json` / `tour.yaml`) an operator writes next to the panoramas.
 * It is the tour record with files in place of media references; the tiler turns the
 * files into tiles and media and the manifest into a {@link Tour}. Angles may be written in
 * any range (yaws are normalised); every field carries its description for editors.
 */
export const manifestSchema = described(manifestObjectSchema, MANIFEST_DOCS);

/** An import manifest. */
export type Manifest = z.infer<typeof manifestSchema>;
