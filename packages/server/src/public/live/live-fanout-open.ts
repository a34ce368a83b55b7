import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '../../http/shared-limits.js';
import { memoryFanout, type LiveFanout } from './live-fanout.js';

/** The fan-out a configuration asks for: Redis pub/sub with `REDIS_URL`, this process only without. */
export async function openLiveFanout(
  redisUrl: string | undefined,
  log: () => FastifyBaseLogger,
): Promise<LiveFanout> {
  if (!redisUrl) return memoryFanout();
  const [{ redisFanout }, redis] = await Promise.all([
    import('./live-fanout-redis.js'),
    connectRedis(redisUrl),
  ]);
  const fanout = redisFanout(redis, log);
  return {
    shared: true,
    publish: (viewingId, event) => fanout.publish(viewingId, event),
    subscribe: (viewingId, handler) => fanout.subscribe(viewingId, handler),
    close: async () => {
      await fanout.close();
      redis.disconnect();
    },
  };
}
