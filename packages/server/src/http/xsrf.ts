import { randomFillSync, timingSafeEqual } from 'node:crypto';
import { isEmbedSearch } from '@tourview/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestKind, type RequestKind } from './request-kind.js';
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

/** A page in embed mode, which another site may frame. */
function isEmbedPage(url: string): boolean {
  const queryAt = url.indexOf('?');
  return queryAt !== -1 && isEmbedSearch(url.slice(queryAt));
}

/**
 * The cookie's attributes: same-site (`Lax`) everywhere, except on embed pages where other
 * sites may frame them. A browser neither stores nor sends a `Lax` cookie in a frame whose top
 * page is another site's, so there every write would be refused; those pages set it
 * `SameSite=None; Secure; Partitioned` (CHIPS) instead, which browsers accept on https and on
 * `localhost`. That gives an attacker nothing: the partitioned cookie is sent only under the
 * portal that framed the tour, never with another site's requests, and a write still needs the
 * header to repeat the cookie, which only our own pages can read (another site can neither read
 * our cookies nor send a custom header to us, which CORS would have to allow).
 */
function cookieAttributes(secure: boolean) {
  return {
    sameSite: `; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`,
    crossSite: '; Path=/; Secure; SameSite=None; Partitioned',
  };
}

/**
 * Double-submit XSRF protection: the cookie is random and readable by the app (not
 * HttpOnly) so it can echo it in a header, which a cross-site page cannot do.
 * `framedElsewhere`: other sites may frame embed pages (`EMBED_ALLOWED_ORIGINS` is set).
 * `exemptWrites`: raw request URLs (path and query) whose writes need no token.
 */
export function registerXsrf(
  app: FastifyInstance,
  options: { secure: boolean; framedElsewhere?: boolean; exemptWrites?: RegExp },
): void {
  const newToken = tokenSource();
  // The attributes never change, so the header is written directly rather than serialized per reply.
  const attributes = cookieAttributes(options.secure);
  const attributesFor = (url: string) =>
    options.framedElsewhere && isEmbedPage(url) ? attributes.crossSite : attributes.sameSite;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.cookies[XSRF_COOKIE] && wantsToken(requestKind(request.url), reply))
      reply.header('set-cookie', `${XSRF_COOKIE}=${newToken()}${attributesFor(request.url)}`);
    done(null, payload);
  });
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    // Every write needs the token, whatever its path: classifying the raw URL would let
    // `/%61pi/...` (routed as `/api/...`) pass as a page.
    if (SAFE_METHODS.has(request.method)) return done();
    // A write that changes nothing anyone reads back as theirs, and that `sendBeacon` (which
    // cannot set a header) must be able to make; matched on the raw URL, so only that route.
    if (options.exemptWrites?.test(request.url)) return done();
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      sendProblem(reply, 'xsrf_mismatch');
      return;
    }
    done();
  });
}
