import { z } from 'zod';
import { languageTagSchema, localizedText } from './localized-text.js';
import { tourCodeSchema } from './tour-code.js';
import {
  floorPlanSchema,
  infoHotspotSchema,
  propertySchema,
  sceneIdSchema,
  sceneSchema,
  videoSchema,
} from './tour.js';

/** A file name inside the imported folder: no directories, no hidden files. */
export const manifestFileSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'Expected a file name in the tour folder (no "/" or "..").');

/**
 * The import manifest (`tour.json` / `tour.yaml`) an operator writes next to the panoramas.
 * It is the tour record with files in place of media references; the tiler turns the
 * files into tiles and media and the manifest into a {@link Tour}.
 */
export const manifestSchema = z.strictObject({
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
        initialView: sceneSchema.shape.initialView.optional(),
        links: sceneSchema.shape.links.default([]),
        infos: z
          .array(infoHotspotSchema.extend({ image: manifestFileSchema.optional() }))
          .max(32)
          .default([]),
      }),
    )
    .min(1)
    .max(200),
  floorPlans: z
    .array(floorPlanSchema.omit({ width: true, height: true }).extend({ image: manifestFileSchema }))
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
});

/** An import manifest. */
export type Manifest = z.infer<typeof manifestSchema>;
