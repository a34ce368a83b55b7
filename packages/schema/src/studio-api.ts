import { z } from 'zod';
import { manifestSchema } from './manifest.js';
import { MAX_DRAFT_MANIFEST_BYTES, utf8Length } from './manifest-size.js';
import { tourCodeSchema } from './tour-code-schema.js';
import { draftFileSchema } from './studio-uploads.js';

/** What a studio account may do: `admin` everything, `editor` only its own tours. */
export const STUDIO_ROLES = ['admin', 'editor'] as const;

/** A studio account's role. */
export const studioRoleSchema = z.enum(STUDIO_ROLES);

/** A studio account's role. */
export type StudioRole = z.infer<typeof studioRoleSchema>;

/** Shortest and longest password a studio account may have (NIST SP 800-63B: length over rules). */
export const PASSWORD_LIMITS = { min: 12, max: 256 } as const;

/** An account's email: trimmed, at most 254 characters. */
export const studioEmailSchema = z.string().trim().pipe(z.email('invalid_email').max(254, 'too_long'));

/** A new password: long enough, and short enough to hash cheaply. */
export const studioPasswordSchema = z
  .string()
  .min(PASSWORD_LIMITS.min, 'too_short')
  .max(PASSWORD_LIMITS.max, 'too_long');

/** A studio account as the studio API shows it. */
export const studioAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: studioRoleSchema,
  createdAt: z.string(),
  /** The tours an editor may work on; empty for admins, who may work on all. */
  tours: z.array(z.string()),
});

/** A studio account. */
export type StudioAccount = z.infer<typeof studioAccountSchema>;

/** `POST /api/studio/session`: signs in. */
export const signInBodySchema = z.object({
  email: z.string().trim().max(254),
  // Not the new-password rule: an old account's shorter password must still sign in.
  password: z.string().min(1).max(PASSWORD_LIMITS.max),
});

/** `POST /api/studio/setup`: the first admin, created through the one-time setup link. */
export const setupBodySchema = z.object({
  token: z.string().min(1).max(128),
  email: studioEmailSchema,
  password: studioPasswordSchema,
});

/** Who is signed in: the answer of sign-in, setup and `GET /api/studio/session`. */
export const studioSessionSchema = z.object({ account: studioAccountSchema });

/** `POST /api/studio/users`: a new account. */
export const newAccountBodySchema = z.object({
  email: studioEmailSchema,
  role: studioRoleSchema,
  password: studioPasswordSchema,
});

/** `PUT /api/studio/users/{id}/password`. */
export const passwordBodySchema = z.object({ password: studioPasswordSchema });

/** `PUT /api/studio/users/{id}/tours`: the tours an editor may work on. */
export const toursBodySchema = z.object({ tours: z.array(tourCodeSchema).max(1000) });

/** `GET /api/studio/users`. */
export const accountListSchema = z.object({ accounts: z.array(studioAccountSchema) });

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'sign_out_everywhere',
  'setup_completed',
  'account_created',
  'account_removed',
  'password_reset',
  'tours_changed',
  'tour_created',
  'draft_saved',
  'publish',
  'rollback',
  'enquiry_status_changed',
  'file_removed',
  'file_restored',
  'file_refiled',
  'live_viewing_started',
  'live_viewing_ended',
] as const;

/** One audit log entry. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string().nullable(),
  client: z.string().nullable(),
});

/** One audit log entry. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/studio/audit`: newest first. */
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/** A tour as the studio lists it. */
export const studioTourSchema = z.object({
  code: z.string(),
  title: z.string(),
  scenes: z.number().int(),
  updatedAt: z.string(),
  /** False for a tour created in the studio and never published: visitors cannot see it yet. */
  published: z.boolean(),
  /** The page visitors open it at, on the visitors' origin; it shows the tour once published. */
  url: z.string(),
  /**
   * The unbranded page for listing services (its second, unbranded code): no agent, no
   * branding. Only in the one-tour answer, and null until the tour is published.
   */
  unbrandedUrl: z.string().nullable().optional(),
  /**
   * The SHA-256 of the draft's start room's panorama, for its thumbnail
   * (`draftThumbnailPath`); null while the draft has no room with an uploaded panorama.
   */
  startPanorama: z.string().nullable(),
});

/** `GET /api/studio/tours`. */
export const studioTourListSchema = z.object({ tours: z.array(studioTourSchema) });

/**
 * A draft's manifest: the import manifest, except that a draft may have no scene yet (a new
 * tour starts empty and gets panoramas uploaded) and a floor plan no pinned scene yet. Publishing checks it as `tour import` does.
 */
export const draftManifestSchema = manifestSchema
  .extend({
    scenes: z.array(manifestSchema.shape.scenes.element).max(200),
    // A floor is added before its rooms are pinned on it.
    floorPlans: z
      .array(
        manifestSchema.shape.floorPlans.unwrap().element.extend({
          scenes: z.array(manifestSchema.shape.floorPlans.unwrap().element.shape.scenes.element),
        }),
      )
      .max(10)
      .default([]),
  })
  .refine((manifest) => utf8Length(JSON.stringify(manifest)) <= MAX_DRAFT_MANIFEST_BYTES, {
    message: `A draft may take at most ${Math.floor(MAX_DRAFT_MANIFEST_BYTES / 1024)} KiB as JSON.`,
  });

/** A draft's manifest. */
export type DraftManifest = z.infer<typeof draftManifestSchema>;

/** `POST /api/studio/tours`: a new tour's code, title, property fields and agent. */
export const newTourBodySchema = z.object({
  code: tourCodeSchema,
  title: manifestSchema.shape.title,
  property: manifestSchema.shape.property,
});

const actorSchema = z.object({ id: z.string(), email: z.string() }).nullable();

/** `GET /api/studio/tours/{code}/draft`; its ETag is `"<revision>"`. */
export const studioDraftSchema = z.object({
  code: z.string(),
  manifest: z.record(z.string(), z.unknown()),
  revision: z.number().int(),
  files: z.array(draftFileSchema),
  updatedBy: actorSchema,
  updatedAt: z.string(),
});

/** A studio draft. */
export type StudioDraft = z.infer<typeof studioDraftSchema>;

/** `PUT /api/studio/tours/{code}/draft` (with `If-Match`). */
export const saveDraftBodySchema = z.object({ manifest: draftManifestSchema });

/** The body limit of saving a draft: the largest manifest, and room for `{"manifest":…}`. */
export const SAVE_DRAFT_BODY_BYTES = MAX_DRAFT_MANIFEST_BYTES + 1024;

/** One group of a draft's changes: the tour's own, or one scene's. */
export const draftChangeGroupSchema = z.object({
  /** The scene's id; `null` for what belongs to the tour as a whole. */
  scene: z.string().nullable(),
  /** The scene's title in the tour's first language; "Tour" for the tour's group. */
  title: z.string(),
  /** Each change in plain words: "2 doors added (to Kitchen and Hall)", "Start view changed". */
  changes: z.array(z.string()),
});

/** One group of a draft's changes. */
export type DraftChangeGroup = z.infer<typeof draftChangeGroupSchema>;

/**
 * `GET /api/studio/tours/{code}/draft/changes`: what publishing the draft would change since
 * the newest version (`since`; `null` before the first, when `groups` is empty). No group means
 * the draft publishes the same tour again.
 */
export const studioDraftChangesSchema = z.object({
  since: z.number().int().nullable(),
  groups: z.array(draftChangeGroupSchema),
});

/** What a draft changes. */
export type StudioDraftChanges = z.infer<typeof studioDraftChangesSchema>;

/** One version in a tour's history. */
export const studioVersionSchema = z.object({
  number: z.number().int(),
  buildId: z.string(),
  rollbackOf: z.number().int().nullable(),
  publishedBy: actorSchema,
  publishedAt: z.string(),
  jobId: z.string().nullable(),
  /** The version visitors see now. */
  live: z.boolean(),
});

/** A version in the history. */
export type StudioVersion = z.infer<typeof studioVersionSchema>;

/** `GET /api/studio/tours/{code}/versions`: newest first. */
export const studioVersionListSchema = z.object({ versions: z.array(studioVersionSchema) });

/** A background job, as `POST /api/studio/tours/{code}/publish` answers it. */
export const studioJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  tourCode: z.string().nullable(),
  /** What the job is about beyond its tour: the file an `inspect` job checks. */
  subject: z.string().nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.object({ fraction: z.number(), message: z.string() }).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** A background job. */
export type StudioJob = z.infer<typeof studioJobSchema>;

/** `GET /api/studio/tours/{code}/jobs`: the newest jobs, newest first. */
export const studioJobListSchema = z.object({ jobs: z.array(studioJobSchema) });

/** `GET /api/studio/tours/{code}/preview`: the draft's newest preview, while it is valid. */
export const studioPreviewSchema = z.object({
  /** The visitor page showing the preview, on the visitors' origin, token included. */
  url: z.string(),
  /** The draft revision it shows; the draft may have changed since. */
  draftRevision: z.number().int(),
  createdBy: actorSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** A draft's preview, as the studio shows it. */
export type StudioPreview = z.infer<typeof studioPreviewSchema>;
