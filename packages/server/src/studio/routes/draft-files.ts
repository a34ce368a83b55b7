import {
  draftFileNameParamsSchema,
  draftFileUses,
  INSPECT_JOB_KIND,
  refileDraftFile,
  refileDraftFileBodySchema,
  studioDraftSchema,
  type DraftManifest,
  type InspectJobPayload,
  type Manifest,
} from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { actorOf } from '../tour-access.js';
import type { StudioRouteOptions } from './options.js';
import { recordAudit } from './record-audit.js';
import { problems, SIGNED_IN } from './schemas.js';
import { conflictProblem, revisionOf, sendDraft } from './tour-drafts.js';

const noSuchFile = (name: string) =>
  new ProblemError('not_found', { detail: `The draft has no file ${name}.` });

const removeFileRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.delete(
    '/tours/:tourCode/files/:name',
    {
      config: { tourScope: 'draft' },
      schema: {
        summary: 'Removes a file the draft does not use; restore it with …/restore',
        params: draftFileNameParamsSchema,
        response: { 200: studioDraftSchema, ...problems(400, ...SIGNED_IN, 404, 409) },
      },
    },
    async (request, reply) => {
      const { tourCode, name } = request.params;
      const draft = await options.storage.getDraft(tourCode);
      if (!draft?.files.some((f) => f.name === name)) throw noSuchFile(name);
      const uses = draftFileUses(draft.manifest as DraftManifest, name);
      if (uses.length > 0)
        throw new ProblemError('file_in_use', { detail: `${name} is ${uses.join(', ')}.`, uses });
      const by = actorOf(accountOf(request));
      if (!(await options.storage.removeDraftFile(tourCode, name, by))) throw noSuchFile(name);
      await recordAudit(options, request, 'file_removed', `${tourCode}/${name}`);
      const after = await options.storage.getDraft(tourCode);
      if (!after) throw new ProblemError('tour_not_found');
      return sendDraft(reply, after);
    },
  );
};

const restoreFileRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.post(
    '/tours/:tourCode/files/:name/restore',
    {
      config: { tourScope: 'draft' },
      schema: {
        summary: 'Brings back the file last removed from the draft under this name',
        params: draftFileNameParamsSchema,
        body: z.unknown().optional(),
        response: { 200: studioDraftSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode, name } = request.params;
      const draft = await options.storage.restoreDraftFile(tourCode, name, actorOf(accountOf(request)));
      if (!draft)
        throw new ProblemError('not_found', { detail: `No removed file ${name} can be brought back.` });
      await recordAudit(options, request, 'file_restored', `${tourCode}/${name}`);
      return sendDraft(reply, draft);
    },
  );
};

const refileRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.patch(
    '/tours/:tourCode/files/:name',
    {
      config: { tourScope: 'draft' },
      schema: {
        summary: 'Files a draft file as another kind, moving its uses, if the draft is at If-Match',
        params: draftFileNameParamsSchema,
        headers: z.object({ 'if-match': z.string().max(40).optional() }),
        body: refileDraftFileBodySchema,
        response: { 200: studioDraftSchema, ...problems(400, ...SIGNED_IN, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const { tourCode, name } = request.params;
      const { kind } = request.body;
      const revision = revisionOf(request.headers['if-match']);
      if (revision === null) throw new ProblemError('precondition_required');
      const draft = await options.storage.getDraft(tourCode);
      const file = draft?.files.find((f) => f.name === name);
      if (!draft || !file) throw noSuchFile(name);
      if ((file.kind === 'video') !== (kind === 'video'))
        throw new ProblemError('validation_failed', {
          detail: `${name}: a video stays a video, an image an image.`,
        });
      const manifest =
        request.body.manifest ?? refileDraftFile(draft.manifest as DraftManifest, name, kind).manifest;
      const by = actorOf(accountOf(request));
      const change = {
        name,
        kind,
        manifest: { ...manifest, code: tourCode } as Manifest,
        ifRevision: revision,
      };
      const after = await options.storage.refileDraftFile(tourCode, change, by).catch((error: unknown) => {
        throw conflictProblem(error);
      });
      if (!after) throw noSuchFile(name);
      // What inspection finds depends on the kind (a panorama's cube, a plan's size).
      const payload: InspectJobPayload = { code: tourCode, name };
      await options.storage.enqueueJob({ kind: INSPECT_JOB_KIND, tourCode, payload, createdBy: by });
      await recordAudit(options, request, 'file_refiled', `${tourCode}/${name}`);
      return sendDraft(reply, after);
    },
  );
};

/**
 * A draft's files by name: remove one nothing uses (and bring it back), or file it as another
 * kind. Uploads and the list are in `uploads/upload-routes.ts`.
 */
export const draftFileRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(removeFileRoute, options);
  await app.register(restoreFileRoute, options);
  await app.register(refileRoute, options);
};
