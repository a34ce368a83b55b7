import { z } from 'zod';
import { SCENE_ID_PATTERN } from './scene-id.js';
import { tourCodeSchema } from './tour-code-schema.js';
import { cubePanoramaSchema } from './tiles.js';
import { mediaRefSchema } from './media-ref.js';
import { hotspotIconSchema } from './hotspot-icons.js';
import { sceneReferenceProblems } from './scene-references.js';
import { languageTagSchema, localizedText } from './localized-text.js';
import { tourBrandingSchema } from './branding.js';

// Postal data and names read the same in every language; what a visitor reads about the
// rooms and the home may be written per language (`localizedText`).
const text = (max: number) => z.string().trim().min(1).max(max);

/** Scene ids are slugs so they read well in URLs (`?scene=kitchen`). */
export const sceneIdSchema = z
  .string()
  .regex(SCENE_ID_PATTERN, 'A scene id is 1–48 characters of a–z, 0–9 and "-".');

/** Yaw in degrees, (-180, 180]; 0 looks at the front face, positive turns right. */
export const yawSchema = z.number().min(-180).max(180);
/** Pitch in degrees, positive looks up. */
export const pitchSchema = z.number().min(-90).max(90);
/** Vertical field of view in degrees. */
export const fovSchema = z.number().min(10).max(120);

/** A camera direction and zoom, in degrees. */
export const viewSchema = z.strictObject({ yaw: yawSchema, pitch: pitchSchema, fov: fovSchema });
/** A camera direction and zoom, in degrees. */
export type View = z.infer<typeof viewSchema>;

/** A door to another scene. */
export const linkHotspotSchema = z.strictObject({
  target: sceneIdSchema,
  yaw: yawSchema,
  pitch: pitchSchema,
  /** Overrides "Go to <target title>", e.g. with German "Zur Küche", whose article depends on the room. */
  label: localizedText(80).optional(),
  /** What the door shows instead of the arrow, e.g. stairs. */
  icon: hotspotIconSchema.optional(),
});

/** A point of interest with a short text and an optional photo. */
export const infoHotspotSchema = z.strictObject({
  id: sceneIdSchema,
  yaw: yawSchema,
  pitch: pitchSchema,
  title: localizedText(80),
  text: localizedText(1000),
  image: mediaRefSchema.optional(),
  /** What the point shows instead of the "i". */
  icon: hotspotIconSchema.optional(),
});

/** How many former ids a scene keeps; the oldest go first. */
export const MAX_FORMER_IDS = 8;

/** One room: a panorama with its hotspots. */
export const sceneSchema = z.strictObject({
  id: sceneIdSchema,
  title: localizedText(80),
  /** What the room looks like, for screen readers. */
  description: localizedText(500),
  panorama: cubePanoramaSchema,
  /**
   * Degrees clockwise from the scene's yaw 0 to north (the yaw at which north lies), as a
   * floor plan's `north` is from its image's up. The importer takes it from the panorama's
   * GPano `PoseHeadingDegrees` when the manifest gives none.
   */
  north: z.number().min(-360).max(360).optional(),
  thumbnail: mediaRefSchema,
  initialView: viewSchema,
  links: z.array(linkHotspotSchema).max(32),
  infos: z.array(infoHotspotSchema).max(32),
  /**
   * Ids the scene had before it was renamed, oldest first: a link shared with `?scene=<old id>`
   * still opens this room. Bounded, so renaming back and forth cannot grow a scene.
   */
  formerIds: z.array(sceneIdSchema).max(MAX_FORMER_IDS).optional(),
});

/** A floor plan and where each scene sits on it. */
export const floorPlanSchema = z.strictObject({
  id: sceneIdSchema,
  label: localizedText(40),
  image: mediaRefSchema,
  width: z.number().int().positive().max(16384),
  height: z.number().int().positive().max(16384),
  /** Degrees clockwise from the image's up direction to north. */
  north: z.number().min(-360).max(360),
  scenes: z
    .array(
      z.strictObject({
        scene: sceneIdSchema,
        /** Position in image pixels. */
        x: z.number().min(0),
        y: z.number().min(0),
        /** Degrees clockwise from the image's up direction to where the scene's yaw 0 looks. */
        yawOffset: z.number().min(-360).max(360),
      }),
    )
    .min(1),
});

/** Video MIME types the player understands. */
export const VIDEO_TYPES = ['video/mp4', 'application/vnd.apple.mpegurl'] as const;

/** The tour's walkthrough video. */
export const videoSchema = z.strictObject({
  sources: z.array(z.strictObject({ url: mediaRefSchema, type: z.enum(VIDEO_TYPES) })).min(1),
  poster: mediaRefSchema.optional(),
  /** Seconds. */
  duration: z
    .number()
    .positive()
    .max(24 * 3600),
  captions: z.array(
    z.strictObject({
      url: mediaRefSchema,
      lang: z
        .string()
        .regex(
          /^[a-z]{2}(-[A-Z]{2})?$/,
          'A language code is two lower-case letters, optionally "-" and a region: en, en-GB.',
        ),
      label: localizedText(40),
    }),
  ),
  chapters: z.array(
    z.strictObject({
      start: z.number().min(0),
      title: localizedText(80),
      scene: sceneIdSchema.optional(),
    }),
  ),
});

const PHONE_RULE =
  'A phone number is 6 to 15 digits, with spaces, - ( ) . and a leading + if you like: +31 20 123 4567.';

/**
 * The agent's phone as visitors read it. Visitors' phones dial its digits (and a leading +),
 * so a number with letters or without enough digits would show but not call; 15 digits is the
 * longest international number (E.164).
 */
export const agentPhoneSchema = text(32)
  .regex(/^\+?[0-9 ().-]+$/, { error: PHONE_RULE, abort: true })
  .refine((phone) => /^(?:\D*\d){6,15}\D*$/.test(phone), PHONE_RULE);

/**
 * A country or currency code as people type it (` nl `, `eur`), kept as the standard writes it
 * (`NL`, `EUR`). The letters are checked after the upper-casing, so the pattern lets the
 * manifest's JSON Schema accept lower case as well.
 */
function letterCode(length: number, message: string) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Za-z]{${length}}$`), message);
}

/** What is for sale or rent. */
export const propertySchema = z.strictObject({
  address: z.strictObject({
    line1: text(120),
    line2: text(120).optional(),
    city: text(80),
    postalCode: text(20).optional(),
    region: text(80).optional(),
    /** ISO 3166-1 alpha-2. */
    country: letterCode(2, 'A country code is two letters: NL, DE, GB.'),
  }),
  listing: z.enum(['sale', 'rent']),
  /** Whole currency units; for rent, per month. */
  price: z.strictObject({
    amount: z.number().int().min(0),
    currency: letterCode(3, 'A currency code is three letters: EUR, GBP, USD.'),
  }),
  bedrooms: z.number().int().min(0).max(100),
  bathrooms: z.number().min(0).max(100).multipleOf(0.5),
  floorArea: z.strictObject({ value: z.number().positive(), unit: z.enum(['m2', 'ft2']) }),
  description: localizedText(5000),
  agent: z.strictObject({
    name: text(80),
    agency: text(80),
    phone: agentPhoneSchema.optional(),
    email: z.email().optional(),
    photo: mediaRefSchema.optional(),
  }),
});

/** Link-preview image size (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The tour's link-preview image: a perspective render of the start view, made by the importer. */
export const shareImageSchema = z.strictObject({
  url: mediaRefSchema,
  width: z.literal(SHARE_IMAGE_SIZE.width),
  height: z.literal(SHARE_IMAGE_SIZE.height),
});

/** A published tour's fields, before the checks that span them (`tourSchema`). */
export const tourObjectSchema = z.strictObject({
  code: tourCodeSchema,
  title: localizedText(120),
  /**
   * The language the tour is written in first (`en` when absent): texts without the visitor's
   * language fall back to it, and link previews use it.
   */
  defaultLanguage: languageTagSchema.optional(),
  property: propertySchema,
  startScene: sceneIdSchema,
  scenes: z.array(sceneSchema).min(1).max(200),
  floorPlans: z.array(floorPlanSchema).max(10),
  video: videoSchema.optional(),
  // Optional: tours imported before share images existed have none.
  shareImage: shareImageSchema.optional(),
  /** The agency's look on the branded page; never on the unbranded one. */
  branding: tourBrandingSchema.optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** A published tour, as the API returns it and storage keeps it. */
export const tourSchema = tourObjectSchema.superRefine((tour, ctx) => {
  for (const p of sceneReferenceProblems(tour))
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});

/** A published tour. */
export type Tour = z.infer<typeof tourSchema>;

/**
 * How long a copy of a tour counts as fresh: the browser reuses a tour page for this long
 * without asking, and the app its tour data. A price change reaches a visitor within it, or
 * at once on a reload.
 */
export const TOUR_FRESH_MS = 60_000;
/** One scene of a tour. */
export type Scene = z.infer<typeof sceneSchema>;
/** A link hotspot. */
export type LinkHotspot = z.infer<typeof linkHotspotSchema>;
/** An info hotspot. */
export type InfoHotspot = z.infer<typeof infoHotspotSchema>;
/** A floor plan. */
export type FloorPlan = z.infer<typeof floorPlanSchema>;
/** A tour video. */
export type TourVideo = z.infer<typeof videoSchema>;
/** A tour's link-preview image. */
export type ShareImage = z.infer<typeof shareImageSchema>;
/** The property of a tour. */
export type Property = z.infer<typeof propertySchema>;
