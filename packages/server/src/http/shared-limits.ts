import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { reportOutages } from './redis-outage.js';

/** A Redis command that has not answered in this time counts as an outage. */
const COMMAND_TIMEOUT_MS = 300;
const CONNECT_TIMEOUT_MS = 1_000;

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(options: Record<string, unknown>): Store;
}
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

// The plugin's own stores, so counting is the same in Redis and in memory.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

/**
 * A Redis client for limits: fails a command at once while disconnected (no queue) and
 * after `commandTimeoutMs` when Redis hangs, and keeps reconnecting in the background. The
 * client library is loaded here, so an instance without `REDIS_URL` starts without it.
 */
export async function connectRedis(url: string, commandTimeoutMs = COMMAND_TIMEOUT_MS): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Outages, also one at start, are reported once by the limits that meet them, not per
  // reconnection attempt.
  redis.on('error', () => undefined);
  await redis.connect().catch(() => undefined);
  return redis;
}

/**
 * A rate-limit store that counts in Redis, shared by every instance, and in this process's
 * memory while Redis does not answer: limits stay enforced (per instance, so up to N times
 * looser with N instances) rather than letting everything through or failing requests.
 * One warning is logged per outage, and one line when Redis answers again.
 */
export function sharedLimitStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const { answered, failed } = reportOutages(log, {
    feature: 'rate_limits',
    down: 'Redis does not answer; rate limits count per instance until it does',
    back: 'Redis answers again; rate limits are shared by all instances again',
  });

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store = new RedisStore(false, false, redis, 'tourview-limit:'),
      private readonly local: Store = new LocalStore(false, false),
    ) {}

    private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      this.shared[method](
        key,
        (error, result) => {
          if (error === null) {
            answered();
            done(null, result);
            return;
          }
          failed(error);
          this.local[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.run('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.run('read', key, done, timeWindow, max);
    }

    child(options: Record<string, unknown>): Store {
      const route = options.routeInfo as { method?: string; url?: string } | undefined;
      // A limiter made outside a route (the misses) has no route: it counts under its own name.
      const name = route?.url ? `${route.method ?? ''}${route.url}` : 'misses';
      return new FallbackStore(
        new RedisStore(false, false, redis, `tourview-limit:${name}:`),
        this.local.child(options),
      );
    }
  }

  // The plugin constructs the root store itself, with options these stores take elsewhere.
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
