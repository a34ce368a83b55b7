import { isIPv4 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sendProblem } from '../http/problems.js';
import { sharedLimitStore } from '../http/shared-limits.js';

/** Guards against guessing tour codes: each client may miss (get a 404) a limited number of times. */
export interface MissLimiter {
  /** True (and the 429 already sent) when the client used up its misses. */
  refuseIfBlocked(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** True when the client used up its misses; sends nothing. */
  isBlocked(request: FastifyRequest): Promise<boolean>;
  /** Counts one miss for the client. */
  recordMiss(request: FastifyRequest): Promise<void>;
}

const MISS_WINDOW_MS = 60_000;

/** Beyond this many recent missers the shortcut is off and every check asks the limiter. */
const MAX_REMEMBERED_MISSERS = 10_000;

/** An IPv4 client's address, also when it arrives IPv4-mapped (`::ffff:a.b.c.d`); else null. */
function ipv4Of(ip: string): string | null {
  if (isIPv4(ip)) return ip;
  const mapped = ip.slice(0, 7).toLowerCase() === '::ffff:' ? ip.slice(7) : '';
  return isIPv4(mapped) ? mapped : null;
}

/**
 * The IPv4 clients that missed within the last window, by the time of their last miss (oldest
 * first). Found tours never ask the limiter; a miss first asks whether its client is already
 * blocked, and asking took about 10 µs of CPU (a cached tour answer costs 80). The limiter
 * counts in fixed windows that begin at a miss, so a client absent here has no miss in its
 * current window and cannot be blocked: the check stops here. IPv6 clients always ask the limiter, which counts them by
 * network rather than by address.
 */
function recentMissers() {
  const lastMiss = new Map<string, number>();
  return {
    surelyClear(ip: string, now: number): boolean {
      const client = ipv4Of(ip);
      if (client === null || lastMiss.size >= MAX_REMEMBERED_MISSERS) return false;
      const at = lastMiss.get(client);
      return at === undefined || at + MISS_WINDOW_MS < now;
    },
    remember(ip: string, now: number): void {
      const client = ipv4Of(ip);
      if (client === null) return;
      lastMiss.delete(client);
      lastMiss.set(client, now);
      for (const [oldest, at] of lastMiss) {
        if (at + MISS_WINDOW_MS >= now) break;
        lastMiss.delete(oldest);
      }
    },
  };
}

/**
 * Pins each request's `ip` to the address it arrived from. `request.ip` asks the socket, and
 * a client that pipelines garbage after a request gets its socket destroyed while that request
 * still runs: its address would read `undefined` and its miss would go uncounted.
 */
function keepArrivalAddress(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    Object.defineProperty(request, 'ip', { value: request.ip, enumerable: true });
    done();
  });
}

/**
 * Registers per-route rate limits (routes opt in with `config.rateLimit`) and returns the
 * limiter for misses. With `redis` the counters are shared by every instance (and fall back
 * to memory while Redis does not answer); without it they live in this process's memory
 * and reset on restart.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  missesPerMinute: number,
  redis?: Redis,
): Promise<MissLimiter> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedLimitStore(redis, app.log) } : {}),
  });
  const misses = app.createRateLimit({ max: missesPerMinute, timeWindow: MISS_WINDOW_MS });
  keepArrivalAddress(app);
  const missers = recentMissers();

  async function blockedState(request: FastifyRequest) {
    // Shared counters also hold misses other instances saw, which this one never remembered.
    if (!redis && missers.surelyClear(request.ip, Date.now())) return null;
    const state = await misses(request, { increment: false });
    return state.isAllowed || state.remaining > 0 ? null : state;
  }

  return {
    async isBlocked(request) {
      return (await blockedState(request)) !== null;
    },
    async refuseIfBlocked(request, reply) {
      const state = await blockedState(request);
      if (!state) return false;
      reply.header('retry-after', String(state.ttlInSeconds));
      sendProblem(reply, 'rate_limited');
      return true;
    },
    async recordMiss(request) {
      missers.remember(request.ip, Date.now());
      await misses(request);
    },
  };
}
