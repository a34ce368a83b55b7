import {
  newTourBodySchema,
  SAVE_DRAFT_BODY_BYTES,
  saveDraftBodySchema,
  studioDraftSchema,
  tourCodeSchema,
  type AuditEntry,
  type Manifest,
} from '@tourview/schema';
import { RevisionConflictError, TourExistsError, type Account, type Draft } from '@tourview/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { inspectUninspected } from '../uploads/inspect-uninspected.js';
import type { StudioRouteOptions } from './options.js';
import { problems, SIGNED_IN } from './schemas.js';
import { actorOf } from '../tour-access.js';

const params = z.object({ tourCode: tourCodeSchema });

/** `"<revision>"`, the draft's ETag. */
function etagOf(draft: Draft): string {
  return `"${draft.revision}"`;
}

/** The revision an `If-Match` names (`"7"` or `W/"7"`), or `null` when it names none. */
function revisionOf(ifMatch: string | undefined): number | null {
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

function sendDraft(reply: FastifyReply, draft: Draft, status = 200) {
  return reply.code(status).header('etag', etagOf(draft)).header('cache-control', 'no-store').send(draft);
}

/**
 * Creating tours and editing their drafts. Every edit goes to the draft; saving needs the
 * `If-Match` of the revision the editor loaded, so two editors never overwrite each other
 * silently: the second gets 412 naming who changed it and when.
 */
export const tourDraftRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage } = options;
  const audit = (request: FastifyRequest, action: AuditEntry['action'], target: string) =>
    storage.appendAudit({ action, actor: accountOf(request), target, client: request.ip, at: options.now() });

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
      const account = accountOf(request);
      const { code, title, property } = request.body;
      const manifest = { code, title, property, scenes: [], floorPlans: [] } as unknown as Manifest;
      const draft = await storage.createDraft(code, manifest, actorOf(account)).catch((error: unknown) => {
        throw error instanceof TourExistsError ? new ProblemError(takenCodeProblem(account.role)) : error;
      });
      // An editor works on the tours they are a member of, so the one they create is theirs.
      if (account.role !== 'admin')
        await storage.setTours(account.id, [...(await storage.toursOf(account.id)), code]);
      await audit(request, 'tour_created', code);
      return sendDraft(reply, draft, 201);
    },
  );

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

  app.put(
    '/tours/:tourCode/draft',
    {
      config: { tourScope: 'tour' },
      // Above the studio's general limit: every draft the schema accepts must fit.
      bodyLimit: SAVE_DRAFT_BODY_BYTES,
      schema: {
        summary: 'Replace the draft’s manifest, if it is still at the revision If-Match names',
        params,
        headers: z.object({ 'if-match': z.string().max(40).optional() }),
        body: saveDraftBodySchema,
        response: { 200: studioDraftSchema, ...problems(400, ...SIGNED_IN, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { tourCode } = request.params;
      const revision = revisionOf(request.headers['if-match']);
      if (revision === null) throw new ProblemError('precondition_required');
      const manifest = { ...request.body.manifest, code: tourCode } as Manifest;
      const draft = await storage
        .saveDraft(tourCode, manifest, revision, actorOf(account))
        .catch((error: unknown) => {
          if (!(error instanceof RevisionConflictError)) throw error;
          const { conflict } = error;
          const who = conflict.updatedBy?.email ?? null;
          throw new ProblemError('revision_conflict', {
            detail: `Changed by ${who ?? 'someone else'} at ${conflict.updatedAt}.`,
            conflict: { revision: conflict.revision, updatedBy: who, updatedAt: conflict.updatedAt },
          });
        });
      await audit(request, 'draft_saved', tourCode);
      return sendDraft(reply, draft);
    },
  );
};
