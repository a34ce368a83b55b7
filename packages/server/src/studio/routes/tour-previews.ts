import { previewPageUrl, studioJobSchema, studioPreviewSchema, tourCodeSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { jobView, queueDraftBuild } from './tour-jobs.js';
import type { StudioRouteOptions } from './options.js';
import { problems, SIGNED_IN } from './schemas.js';

const params = z.object({ tourCode: tourCodeSchema });

const queuePreviewRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.post(
    '/tours/:tourCode/preview',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Queue a job that builds the draft as a preview, visible only through its token',
        params,
        response: { 202: studioJobSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const job = await queueDraftBuild(
        options.storage,
        accountOf(request),
        request.params.tourCode,
        'preview',
        options.now(),
      );
      return reply.code(202).send(jobView(job));
    },
  );
};

const latestPreviewRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.get(
    '/tours/:tourCode/preview',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: "The draft's newest preview while it is valid: its visitor page and when it expires",
        params,
        response: { 200: studioPreviewSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const preview = await options.storage.latestPreview(tourCode, options.now());
      if (!preview) throw new ProblemError('preview_not_found');
      const { token, draftRevision, createdBy, createdAt, expiresAt } = preview;
      return reply.header('cache-control', 'no-store').send({
        url: previewPageUrl(options.publicOrigin, tourCode, token),
        draftRevision,
        createdBy,
        createdAt,
        expiresAt,
      });
    },
  );
};

/**
 * Previews of a tour's draft: a background job builds the draft as publishing would, without
 * making it live, and the studio shows the visitor page of the result, which only its
 * token opens.
 */
export const tourPreviewRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(queuePreviewRoute, options);
  await app.register(latestPreviewRoute, options);
};
