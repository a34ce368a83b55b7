import {
  newTourBodySchema,
  SAVE_DRAFT_BODY_BYTES,
  saveDraftBodySchema,
  studioDraftSchema,
  tourCodeSchema,
  type Manifest,
} from '@tourview/schema';
import { RevisionConflictError, TourExistsError, type Account, type Draft } from '@tourview/storage';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { inspectUninspected } from '../uploads/inspect-uninspected.js';
import type { StudioRouteOptions } from './options.js';
import { recordAudit } from './record-audit.js';
import { problems, SIGNED_IN } from './schemas.js';
import { actorOf } from '../tour-access.js';

const params = z.object({ tourCode: tourCodeSchema });

type NewTourBody = z.infer<typeof newTourBodySchema>;

/** `"<revision>"`, the draft's ETag. */
function etagOf(draft: Draft): string {
  return `"${draft.revision}"`;
}

/** The revision an `If-Match` names (`"7"` or `W/"7"`), or `null` when it names none. */
export function revisionOf(ifMatch: string | undefined): number | null {
  const match = /^(?:W\/)?"(\d{1,15})"$/.exec(ifMatch?.trim() ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * An editor sees only their own tours, so "exists" would tell them which codes others use:
 * they get one answer for every code they cannot take. Admins see every tour anyway.
 */
function takenCodeProblem(role: Account['role']): 'tour_exists' | 'tour_code_unavailable' {
  return role === 'admin' ? 'tour_exists' : 'tour_code_unavailable';
}

export function sendDraft(reply: FastifyReply, draft: Draft, status = 200) {
  return reply.code(status).header('etag', etagOf(draft)).header('cache-control', 'no-store').send(draft);
}

/** The 412 for a save that lost the race: who changed the draft, and when. */
export function conflictProblem(error: unknown): unknown {
  if (!(error instanceof RevisionConflictError)) return error;
  const { conflict } = error;
  const who = conflict.updatedBy?.email ?? null;
  return new ProblemError('revision_conflict', {
    detail: `Changed by ${who ?? 'someone else'} at ${conflict.updatedAt}.`,
    conflict: { revision: conflict.revision, updatedBy: who, updatedAt: conflict.updatedAt },
  });
}

/** Creates the tour's draft; an editor becomes a member of the tour they create. */
async function createTour({ storage }: StudioRouteOptions, account: Account, body: NewTourBody) {
  const { code, title, property } = body;
  const manifest = { code, title, property, scenes: [], floorPlans: [] } as unknown as Manifest;
  const draft = await storage.createDraft(code, manifest, actorOf(account)).catch((error: unknown) => {
    throw error instanceof TourExistsError ? new ProblemError(takenCodeProblem(account.role)) : error;
  });
  // An editor works on the tours they are a member of, so the one they create is theirs.
  if (account.role !== 'admin')
    await storage.setTours(account.id, [...(await storage.toursOf(account.id)), code]);
  return draft;
}

const createTourRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.post(
    '/tours',
    {
      schema: {
        summary: 'Create a tour: its draft at revision 1, with no scene yet',
        body: newTourBodySchema,
        response: { 201: studioDraftSchema, ...problems(400, ...SIGNED_IN, 409) },
      },
    },
    async (request, reply) => {
      const draft = await createTour(options, accountOf(request), request.body);
      await recordAudit(options, request, 'tour_created', request.body.code);
      return sendDraft(reply, draft, 201);
    },
  );
};

const draftRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/draft',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'The tour’s draft; its ETag is the revision to send back in If-Match',
        params,
        response: { 200: studioDraftSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const account = accountOf(request);
      const draft = await storage.getDraft(tourCode);
      if (!draft) throw new ProblemError('tour_not_found');
      await inspectUninspected(storage, draft, actorOf(account));
      return sendDraft(reply, draft);
    },
  );
};

const saveDraftSchema = {
  summary: 'Replace the draft’s manifest, if it is still at the revision If-Match names',
  params,
  headers: z.object({ 'if-match': z.string().max(40).optional() }),
  body: saveDraftBodySchema,
  response: { 200: studioDraftSchema, ...problems(400, ...SIGNED_IN, 404, 412, 428) },
};

const saveDraftRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.put(
    '/tours/:tourCode/draft',
    {
      config: { tourScope: 'tour' },
      // Above the studio's general limit: every draft the schema accepts must fit.
      bodyLimit: SAVE_DRAFT_BODY_BYTES,
      schema: saveDraftSchema,
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { tourCode } = request.params;
      const revision = revisionOf(request.headers['if-match']);
      if (revision === null) throw new ProblemError('precondition_required');
      const manifest = { ...request.body.manifest, code: tourCode } as Manifest;
      const draft = await options.storage
        .saveDraft(tourCode, manifest, revision, actorOf(account))
        .catch((error: unknown) => {
          throw conflictProblem(error);
        });
      await recordAudit(options, request, 'draft_saved', tourCode);
      return sendDraft(reply, draft);
    },
  );
};

/**
 * Creating tours and editing their drafts. Every edit goes to the draft; saving needs the
 * `If-Match` of the revision the editor loaded, so two editors never overwrite each other
 * silently: the second gets 412 naming who changed it and when.
 */
export const tourDraftRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(createTourRoute, options);
  await app.register(draftRoute, options);
  await app.register(saveDraftRoute, options);
};
