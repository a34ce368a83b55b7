import {
  draftChanges,
  draftManifestSchema,
  studioDraftChangesSchema,
  tourCodeSchema,
} from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';

const params = z.object({ tourCode: tourCodeSchema });

/**
 * What publishing the draft would change since the newest version, in plain words grouped by
 * scene, so the Publish panel says it before the operator publishes.
 */
export const draftChangeRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage } = options;

  app.get(
    '/tours/:tourCode/draft/changes',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'What the draft changes since the newest version, grouped by scene',
        params,
        response: { 200: studioDraftChangesSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const draft = await storage.getDraft(tourCode);
      if (!draft) throw new ProblemError('tour_not_found');
      const [newest] = await storage.listVersions(tourCode);
      const version = newest ? await storage.getVersion(tourCode, newest.number) : null;
      // Both were validated when written; parsing gives them the defaults they may omit.
      const groups = version
        ? draftChanges(draftManifestSchema.parse(version.manifest), draftManifestSchema.parse(draft.manifest))
        : [];
      return reply.header('cache-control', 'no-store').send({ since: version?.number ?? null, groups });
    },
  );
};
