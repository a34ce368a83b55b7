import { healthSchema } from '@tourview/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicRouteOptions } from './options.js';
import { buildInfo } from '../../config/build-info.js';

/** `GET /health`: 200 when storage answers, 503 when it does not, with the version; never cached. */
export const healthRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, { storage }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const health = await storage.health();
      return reply
        .code(health.ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ...health, ...buildInfo() });
    },
  );
};
