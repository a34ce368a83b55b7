import { tourCodeSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../plugins/problems.js';
import { accountOf } from '../access.js';
import { DraftRenderCache } from '../drafts/draft-render-cache.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';
import { requireTour } from './tour-access.js';

const params = z.object({
  tourCode: tourCodeSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

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
  );

  app.get(
    '/tours/:tourCode/draft/plans/:sha256.webp',
    {
      schema: {
        summary: 'A draft floor plan’s image, at most 2048 px on its long side',
        params,
        response: { 200: z.unknown(), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode, sha256 } = request.params;
      await requireTour(options.storage, accountOf(request), tourCode);
      const draft = await options.storage.getDraft(tourCode);
      const file = draft?.files.find((f) => f.sha256 === sha256 && f.kind === 'plan');
      if (!file) throw new ProblemError('not_found');
      const body = await plans.of(sha256).catch(() => {
        throw new ProblemError('not_found', { detail: `${file.name} cannot be shown: it does not decode.` });
      });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(body);
    },
  );
};
