import { createHash } from 'node:crypto';
import { oembedResponseSchema, type VisitorTour } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendProblem } from '../../http/problems.js';
import { oembedAnswer, oembedPageOf } from './oembed-answer.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses } from './schemas.js';

const size = z.coerce.number().int().min(1).max(10_000).optional();

/** What an oEmbed consumer asks (oEmbed 1.0 §2.2). */
const oembedQuerySchema = z.object({
  url: z.string().min(1).max(2048),
  format: z.string().max(16).optional(),
  maxwidth: size,
  maxheight: size,
});

/**
 * `GET /oembed?url=…&format=json`: how portals and CMSs turn a pasted tour link into the
 * embedded tour. Only pages on the public origin are answered, and an unknown code is a miss,
 * limited like the tour API's. Cached like the tour: kept, revalidated through an ETag.
 */
export const oembedRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, options) => {
  app.get(
    '/oembed',
    {
      // Consumers may ask from a page's script (oEmbed discovery in the browser). The answer is
      // public and the same for every origin, and reads no cookie, so any origin may read it,
      // problems included: a consumer must see why a link was refused.
      onRequest: (_request, reply, done) => {
        reply.header('access-control-allow-origin', '*');
        done();
      },
      schema: {
        querystring: oembedQuerySchema,
        response: { 200: oembedResponseSchema, 304: z.null(), ...problemResponses(400, 404, 429, 501, 503) },
      },
    },
    async (request, reply) => {
      const { url, format, maxwidth, maxheight } = request.query;
      if (format !== undefined && format !== 'json') return sendProblem(reply, 'oembed_format_unsupported');
      const page = oembedPageOf(url, options.publicOrigin);
      if (!page) return sendProblem(reply, 'oembed_url_invalid');
      const stored = await options.storage.getTourJson(page.code);
      if (!stored) {
        if (await options.misses.refuseIfBlocked(request, reply)) return reply;
        await options.misses.recordMiss(request);
        return sendProblem(reply, 'tour_not_found');
      }
      const answer = oembedAnswer(JSON.parse(stored.json) as VisitorTour, {
        page,
        ...(maxwidth !== undefined && { maxWidth: maxwidth }),
        ...(maxheight !== undefined && { maxHeight: maxheight }),
        publicOrigin: options.publicOrigin,
        cdnBaseUrl: options.cdnBaseUrl,
      });
      const etag = `W/"${createHash('sha1').update(JSON.stringify(answer)).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.send(answer);
    },
  );
};
