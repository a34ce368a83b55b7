import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { sendProblem } from '../../http/problems.js';
import type { PublicRouteOptions } from './options.js';
import { problemResponses } from './schemas.js';

const readySchema = z.object({
  ok: z.literal(true),
  storage: z.literal('ok'),
  /** `off` when no `REDIS_URL` is configured. */
  redis: z.enum(['ok', 'off']),
});

async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/**
 * `GET /ready`, for load balancers: 200 when this instance can serve (storage answers and,
 * when configured, Redis too), else 503 `not_ready` naming what does not answer. `/health`
 * stays the liveness check: it reports storage and is never refused for Redis. While the
 * server shuts down every request, this one included, is answered 503.
 */
export const readinessRoutes: FastifyPluginAsyncZod<PublicRouteOptions> = async (app, { storage, redis }) => {
  app.get(
    '/ready',
    { schema: { response: { 200: readySchema, ...problemResponses(503) } } },
    async (_request, reply) => {
      const [health, redisOk] = await Promise.all([storage.health(), redis ? redisAnswers(redis) : true]);
      const down = [...(health.ok ? [] : ['storage']), ...(redisOk ? [] : ['Redis'])];
      reply.header('cache-control', 'no-store');
      if (down.length > 0)
        return sendProblem(reply, 'not_ready', { detail: `${down.join(' and ')} does not answer.` });
      return reply.send({ ok: true, storage: 'ok', redis: redis ? 'ok' : 'off' });
    },
  );
};
