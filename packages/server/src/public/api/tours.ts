import { PREVIEW_PARAM, visitorTourSchema } from '@tourview/schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendProblem } from '../../http/problems.js';
import { asPreview, previewRecordJson } from '../preview-lookup.js';
import { preferredEncoding } from '../tour-response.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses, tourParamsSchema } from './schemas.js';

/** Sends tour bytes as they are; the 200 schema describes them but never re-encodes them. */
function sendTourBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

const querystring = z.object({
  [PREVIEW_PARAM]: z.string().max(200).optional().describe('a preview token: the draft preview instead'),
});

/**
 * `GET /tours/{tourCode}`: the tour record, revalidated cheaply through its ETag. The body is
 * the JSON text validated when it was stored, sent as is (re-validating and re-encoding a
 * whole tour per request would cost more than everything else here), and compressed here
 * rather than by the compression plugin, once per version instead of once per response.
 * With `?preview=TOKEN` it is that preview's record or `preview_not_found`, never the live one.
 * An unbranded code answers the unbranded record (`unbrandedTourSchema`): no agent, no branding.
 */
export const tourRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, { storage, misses }) => {
  app.get(
    '/tours/:tourCode',
    {
      compress: false,
      decompress: false,
      schema: {
        params: tourParamsSchema,
        querystring,
        response: { 200: visitorTourSchema, 304: z.null(), ...problemResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const token = request.query[PREVIEW_PARAM];
      if (token !== undefined) {
        const json = await previewRecordJson(storage, request.params.tourCode, token);
        if (json)
          return asPreview(reply).header('content-type', 'application/json; charset=utf-8').send(json);
        if (await misses.refuseIfBlocked(request, reply)) return reply;
        await misses.recordMiss(request);
        return sendProblem(asPreview(reply), 'preview_not_found');
      }
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
