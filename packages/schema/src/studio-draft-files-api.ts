import { z } from 'zod';
import { manifestFileSchema } from './manifest.js';
import { draftManifestSchema } from './studio-api.js';
import { draftFileKindSchema } from './studio-uploads.js';
import { tourCodeSchema } from './tour-code-schema.js';

/** `/api/studio/tours/{tourCode}/files/{name}`: a draft file by name. */
export const draftFileNameParamsSchema = z.object({ tourCode: tourCodeSchema, name: manifestFileSchema });

/**
 * `PATCH /api/studio/tours/{code}/files/{name}` (with `If-Match`): files the file as `kind`.
 * Without `manifest` the server moves its uses (`refileDraftFile`); with one (an undo) it saves
 * that manifest instead, as a draft save would.
 */
export const refileDraftFileBodySchema = z.object({
  kind: draftFileKindSchema,
  manifest: draftManifestSchema.optional(),
});

/** What re-filing a file sends. */
export type RefileDraftFileBody = z.infer<typeof refileDraftFileBodySchema>;
