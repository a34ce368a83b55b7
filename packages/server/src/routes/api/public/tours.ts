import { tourSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText, sendProblem } from '../../../plugins/problems.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses, tourParamsSchema } from './schemas.js';

/** `GET /tours/{tourCode}`: the tour record, revalidated cheaply through its ETag. */
export const tourRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, { storage, misses }) => {
  app.get(
    '/tours/:tourCode',
    {
      schema: {
        params: tourParamsSchema,
        response: { 200: tourSchema, 304: z.null(), ...problemResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      if (await misses.refuseIfBlocked(request, reply)) return reply;
      const stored = await storage.getTourJson(request.params.tourCode);
      if (!stored) {
        await misses.recordMiss(request);
        return sendProblem(reply, 'tour_not_found');
      }
      const etag = `"${stored.version}"`;
      // Stored without an expiry but checked on every visit: a 304 costs one indexed lookup.
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return sendJsonText(reply, stored.json);
    },
  );
};
