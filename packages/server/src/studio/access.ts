import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account, Storage } from '@tourview/storage';
import { ProblemError } from '../http/problems.js';
import type { StudioConfig } from '../config/config.js';
import type { SessionCookie } from './session-cookie.js';
import { mayWorkOn, type TourScope } from './tour-access.js';

/** Who may call a route: anyone, any signed-in account (the default), or admins only. */
export type Access = 'public' | 'account' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route works on the tour in its `:tourCode`; the access hook checks the account may. */
    tourScope?: TourScope;
  }
  interface FastifyRequest {
    /** The signed-in account; set on every route that is not public. */
    account: Account | null;
    /** The session token the request came with, when it resumed a session. */
    sessionToken: string | null;
  }
}

/** The account of a request that passed the access check; a public route asking is a bug. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account)
    throw new Error(`${request.routeOptions.url ?? request.url} has no signed-in account`);
  return request.account;
}

/**
 * A route with `:tourCode` must say `tourScope`: one that forgot would let any account work on
 * any tour, so it fails when it is added rather than in production.
 */
function requireTourScope(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':tourCode') && !route.config?.tourScope)
      throw new Error(`${route.url} works on a tour but declares no tourScope`);
  });
}

/**
 * Every studio route needs a signed-in account unless it says `access: 'public'`, so a route
 * that forgets to say anything is closed, not open. An expired session loses its cookie. A
 * route with `tourScope` then answers `tour_not_found` unless the account may work on the
 * tour, after validation so that a malformed code still gets its 400.
 */
export function registerAccess(
  app: FastifyInstance,
  options: { storage: Storage; cookie: SessionCookie; studio: StudioConfig; now: () => Date },
): void {
  const limits = { idleMs: options.studio.sessionIdleMs, absoluteMs: options.studio.sessionAbsoluteMs };
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  // Before validation, so an anonymous caller learns nothing from the shape of its body.
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access ?? 'account';
    if (access === 'public') return;
    const token = options.cookie.read(request);
    const account = token ? await options.storage.resumeSession(token, options.now(), limits) : null;
    if (!account) {
      if (token) options.cookie.clear(reply);
      throw new ProblemError('unauthenticated');
    }
    request.account = account;
    request.sessionToken = token ?? null;
    if (access === 'admin' && account.role !== 'admin') throw new ProblemError('forbidden');
  });
  requireTourScope(app);
  app.addHook('preHandler', async (request) => {
    const scope = request.routeOptions.config.tourScope;
    if (!scope) return;
    const { tourCode } = request.params as { tourCode: string };
    if (!(await mayWorkOn(options.storage, accountOf(request), tourCode, scope)))
      throw new ProblemError('tour_not_found');
  });
}
