import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestKind, type RequestKind } from '../request-kind.js';
import { sendProblem } from './problems.js';

/** The double-submit cookie the app copies into {@link XSRF_HEADER} (the product's fixed cookie and header names). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header that must repeat the cookie on every API write. */
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const TOKEN_BYTES = 32;
const TOKENS_PER_FILL = 128;

/**
 * New tokens, cut from a buffer of random bytes refilled every {@link TOKENS_PER_FILL} tokens
 * (as Node pools `randomUUID`): a call into the random source per token took about 5 µs,
 * a token cut from the pool 0.3 µs, and every cookieless page and `no-store` answer needs one.
 */
function tokenSource(): () => string {
  const pool = Buffer.alloc(TOKEN_BYTES * TOKENS_PER_FILL);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    offset += TOKEN_BYTES;
    return pool.toString('base64url', offset - TOKEN_BYTES, offset);
  };
}

function sameToken(cookie: string, header: string): boolean {
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Pages issue a token, and so do API answers that no cache keeps (`no-store`: health, every
 * problem). A cacheable answer (a tour, 200 or 304; a file) never carries a Set-Cookie: a
 * shared cache would hand one visitor's token to the next, or refuse to cache at all.
 */
function wantsToken(kind: RequestKind, reply: FastifyReply): boolean {
  if (kind === 'page') return true;
  if (kind !== 'api') return false;
  const cacheControl = reply.getHeader('cache-control');
  return typeof cacheControl === 'string' && cacheControl.includes('no-store');
}

/**
 * Double-submit XSRF protection: the cookie is random and readable by the app (not
 * HttpOnly) so it can echo it in a header, which a cross-site page cannot do.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }): void {
  const newToken = tokenSource();
  // The attributes never change, so the header is written directly rather than serialized per reply.
  const attributes = `; Path=/${options.secure ? '; Secure' : ''}; SameSite=Lax`;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.cookies[XSRF_COOKIE] && wantsToken(requestKind(request.url), reply))
      reply.header('set-cookie', `${XSRF_COOKIE}=${newToken()}${attributes}`);
    done(null, payload);
  });
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    // Every write needs the token, whatever its path: classifying the raw URL would let
    // `/%61pi/...` (routed as `/api/...`) pass as a page.
    if (SAFE_METHODS.has(request.method)) return done();
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      sendProblem(reply, 'xsrf_mismatch');
      return;
    }
    done();
  });
}
