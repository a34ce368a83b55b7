import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestKind, type RequestKind } from '../request-kind.js';
import { sendProblem } from './problems.js';

/** The double-submit cookie the app copies into {@link XSRF_HEADER} (PRODUCT.md §1). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header that must repeat the cookie on every API write. */
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(cookie: string, header: string): boolean {
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only pages and API answers issue a token: cacheable files must not carry a Set-Cookie. */
function wantsToken(kind: RequestKind): boolean {
  return kind === 'api' || kind === 'page';
}

/**
 * Double-submit XSRF protection: the cookie is random and readable by the app (not
 * HttpOnly) so it can echo it in a header, which a cross-site page cannot do.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = requestKind(request.url);
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie && wantsToken(kind)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || kind !== 'api') return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return sendProblem(reply, 'xsrf_mismatch');
    }
  });
}
