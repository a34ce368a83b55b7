import { tourSchema } from '@tourview/schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendProblem } from '../../../plugins/problems.js';
import { preferredEncoding } from '../../../tour-response.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses, tourParamsSchema } from './schemas.js';

/** Sends tour bytes as they are; the 200 schema describes them but never re-encodes them. */
function sendTourBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * `GET /tours/{tourCode}`: the tour record, revalidated cheaply through its ETag. The body is
 * the JSON text validated when it was stored, sent as is (re-validating and re-encoding a
 * whole tour per request would cost more than everything else here), and compressed here
 * rather than by the compression plugin, once per version instead of once per response.
 */
export const tourRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, { storage, misses }) => {
  app.get(
    '/tours/:tourCode',
    {
      compress: false,
      decompress: false,
      schema: {
        params: tourParamsSchema,
        response: { 200: tourSchema, 304: z.null(), ...problemResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      // Only misses are limited: a visitor behind the same address as a guesser still gets tours.
      const tour = await storage.getTourJson(request.params.tourCode);
      if (!tour) {
        if (await misses.refuseIfBlocked(request, reply)) return reply;
        await misses.recordMiss(request);
        const suggestion = await storage.findTourCodeIgnoringCase(request.params.tourCode);
        return sendProblem(reply, 'tour_not_found', suggestion ? { suggestion } : {});
      }
      // Kept by clients without an expiry but revalidated on every visit: a match is a bodiless 304.
      reply
        .header('etag', tour.etag)
        .header('cache-control', 'public, no-cache')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === tour.etag) return reply.code(304).send(null);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const compressed = encoding ? await tour.encoded(encoding) : null;
      if (encoding && compressed) reply.header('content-encoding', encoding);
      return sendTourBytes(reply, compressed ?? tour.body);
    },
  );
};
