import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DraftRenderCache } from '../drafts/draft-render-cache.js';
import { draftFileParams, draftFilesWith, sendWebp, undecodable } from '../drafts/draft-file-lookup.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

/**
 * A draft floor plan file as the plan editor shows it, before any publish: a bounded WebP of
 * the uploaded source (see `renderDraftPlan`). Only plan files of a draft the account may work
 * on; addressed by content, so the browser keeps them.
 */
export const draftPlanRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  // A few hundred kilobytes each; a tour has at most 10 floors.
  const plans = new DraftRenderCache(
    options.uploads.sources,
    async (file) => (await import('@tourview/tiler')).renderDraftPlan(file),
    10,
    'draft_plan',
  );

  app.get(
    '/tours/:tourCode/draft/plans/:sha256.webp',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'A draft floor plan’s image, at most 2048 px on its long side',
        params: draftFileParams,
        response: { 200: z.unknown(), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const [file] = await draftFilesWith(options, request.params, 'plan');
      const body = await plans.of(file.sha256).catch(() => {
        throw undecodable(file);
      });
      return sendWebp(reply, body);
    },
  );
};
