import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell the client's address: none, the nearest N hops, or the listed
 * addresses and networks (Fastify's `trustProxy`). Never "everyone": then any client could
 * write its own address into `X-Forwarded-For` and escape every per-client limit.
 */
export type TrustProxy = false | number | string[];

/** Names the proxy library knows for the usual private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const USE_INSTEAD =
  'give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/** Parses `TRUST_PROXY`: `false`/`0` (no proxy), a hop count, or a comma-separated list. */
export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `"true" would trust every X-Forwarded-For, so any client could choose its address; ${USE_INSTEAD}.`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrNetwork(e));
  if (entries.length === 0 || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not a hop count or address list (${wrong.join(', ')}); ${USE_INSTEAD}.`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function because Fastify now
 * reads a bare number as "trust nothing", since a client that reaches the server directly
 * could otherwise write the hops itself; docs/production.md says to give hops only when every request
 * comes through the proxies, and their addresses otherwise.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
