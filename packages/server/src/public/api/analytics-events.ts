import { ANALYTICS_LIMITS, analyticsBatchSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendProblem } from '../../http/problems.js';
import { createVisitorHasher } from '../analytics/visitor-hash.js';
import { trackingRefused } from '../analytics/tracking-refused.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses, tourParamsSchema } from './schemas.js';

/** The raw URLs of beacon posts, which need no XSRF token (`sendBeacon` cannot send one). */
export const ANALYTICS_EVENTS_URL = /^\/api\/public\/tours\/[A-Za-z0-9_-]{3,64}\/events$/;

/**
 * `POST /tours/{tourCode}/events`: a beacon batch, validated and size-limited, stored durably
 * (group commit) before the 204. Bots and do-not-track requests get the same 204 and are not
 * counted, so a sender learns nothing from the answer.
 */
export const analyticsEventRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, options) => {
  const { storage, misses, analytics } = options;
  const visitorHash = createVisitorHasher((day) => storage.analyticsSalt(day));
  app.post(
    '/tours/:tourCode/events',
    {
      bodyLimit: ANALYTICS_LIMITS.batchBytes,
      config: { rateLimit: { max: analytics.batchesPerMinute, timeWindow: 60_000 } },
      schema: {
        params: tourParamsSchema,
        body: analyticsBatchSchema,
        response: { 204: z.null(), ...problemResponses(400, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      if (!(await storage.getTourJson(tourCode))) {
        if (await misses.refuseIfBlocked(request, reply)) return reply;
        await misses.recordMiss(request);
        return sendProblem(reply, 'tour_not_found');
      }
      if (analytics.enabled && trackingRefused(request.headers) === null) {
        const hash = await visitorHash(tourCode, request.ip, request.headers['user-agent'] ?? '');
        await storage.recordAnalytics({
          tourCode,
          visitorHash: hash,
          batch: request.body,
          receivedAt: new Date(),
        });
      }
      return reply.code(204).send(null);
    },
  );
};
