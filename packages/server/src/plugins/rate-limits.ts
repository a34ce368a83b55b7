import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problems.js';

/** Guards against guessing tour codes: each client may miss (get a 404) a limited number of times. */
export interface MissLimiter {
  /** True when the client used up its misses for now. */
  isBlocked(request: FastifyRequest): Promise<boolean>;
  /** True (and the 429 already sent) when the client used up its misses. */
  refuseIfBlocked(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Counts one miss for the client. */
  recordMiss(request: FastifyRequest): Promise<void>;
}

/**
 * Registers per-route rate limits (routes opt in with `config.rateLimit`) and returns the
 * limiter for misses. Counters live in memory: one process, and they reset on restart.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  missesPerMinute: number,
): Promise<MissLimiter> {
  await app.register(rateLimit, { global: false });
  const misses = app.createRateLimit({ max: missesPerMinute, timeWindow: 60_000 });
  return {
    async isBlocked(request) {
      const state = await misses(request, { increment: false });
      return !state.isAllowed && state.remaining === 0;
    },
    async refuseIfBlocked(request, reply) {
      const state = await misses(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return false;
      reply.header('retry-after', String(state.ttlInSeconds));
      sendProblem(reply, 'rate_limited');
      return true;
    },
    async recordMiss(request) {
      await misses(request);
    },
  };
}
