import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { reportOutages } from '../http/redis-outage.js';
import { createSignInThrottle, type SignInThrottle, type ThrottleKey } from './sign-in-throttle.js';

/**
 * The memory throttle's rule in one script, so checking and counting are one step for every
 * instance: ARGV is now, then waitFrom, firstWaitMs and maxWaitMs per key. Answers the wait
 * in milliseconds (nothing counted) or 0 (counted).
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local function rule(i)
  local at = 2 + (i - 1) * 3
  return tonumber(ARGV[at]), tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2])
end
local function live(key, max)
  local entry = redis.call('HMGET', key, 'count', 'lastAt')
  local count, lastAt = tonumber(entry[1]), tonumber(entry[2])
  if count and now - lastAt <= max * 2 then return count, lastAt end
  return 0, now
end
local wait = 0
for i, key in ipairs(KEYS) do
  local from, first, max = rule(i)
  local count, lastAt = live(key, max)
  if count >= from then
    local left = lastAt + math.min(first * 2 ^ (count - from), max) - now
    if left > wait then wait = left end
  end
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  local _, _, max = rule(i)
  local count = live(key, max)
  redis.call('HSET', key, 'count', count + 1, 'lastAt', now)
  redis.call('PEXPIRE', key, max * 2)
end
return 0
`;

/** ARGV per key: `forget` drops it, `uncount` takes one attempt back. */
const SUCCEEDED = `
for i, key in ipairs(KEYS) do
  if ARGV[i] == 'forget' or redis.call('HINCRBY', key, 'count', -1) <= 0 then redis.call('DEL', key) end
end
return 0
`;

/** Keys hold emails and addresses; Redis sees only their hashes. */
function redisKey(key: string): string {
  return `tourview-sign-in:${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * The sign-in back-off counted in Redis, shared by every instance, so spreading guesses over
 * instances gains nothing. While Redis does not answer it counts in this process's memory
 * (per instance, as without Redis) and never fails a sign-in; one warning per outage.
 */
export function sharedSignInThrottle(redis: Redis, log: FastifyBaseLogger): SignInThrottle {
  const local = createSignInThrottle();
  const outage = reportOutages(log, {
    feature: 'sign_in_throttle',
    down: 'Redis does not answer; the sign-in back-off counts per instance until it does',
    back: 'Redis answers again; the sign-in back-off is shared by all instances again',
  });
  async function shared<T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      outage.answered();
      return result;
    } catch (error) {
      outage.failed(error as Error);
      return fallback();
    }
  }
  const keysOf = (keys: readonly ThrottleKey[]) => keys.map(({ key }) => redisKey(key));
  return {
    attempt(keys, now) {
      const rules = keys.flatMap(({ rule }) => [rule.waitFrom, rule.firstWaitMs, rule.maxWaitMs]);
      return shared(
        async () => Number(await redis.eval(ATTEMPT, keys.length, ...keysOf(keys), now, ...rules)),
        () => local.attempt(keys, now),
      );
    },
    succeeded(keys) {
      const actions = keys.map(({ rule }) => rule.onSuccess);
      return shared(
        async () => {
          await redis.eval(SUCCEEDED, keys.length, ...keysOf(keys), ...actions);
        },
        () => local.succeeded(keys),
      );
    },
  };
}
