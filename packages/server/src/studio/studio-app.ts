import { openSourceStore, type Storage } from '@tourview/storage';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerConfig, StudioConfig } from '../config/config.js';
import { createHttpApp, registerHttpBasics } from '../http/http-app.js';
import { sendProblem } from '../http/problems.js';
import { registerXsrf } from '../http/xsrf.js';
import { JOB_EVENT_TIMING, type JobEventTiming } from './job-events.js';
import { studioApiRoutes } from './routes/index.js';
import { registerStudioSecurityHeaders } from './security-headers.js';
import { sessionCookie } from './session-cookie.js';
import { connectRedis } from '../http/shared-limits.js';
import { sharedSignInThrottle } from './shared-sign-in-throttle.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { registerStudioPages } from './studio-pages.js';
import { createUploadDatastore } from './uploads/upload-datastore.js';

const SIGN_IN_REDIS_TIMEOUT_MS = 2_000;

/** What the studio is built from; storage is opened (and closed) by the caller. */
export interface StudioOptions {
  config: ServerConfig;
  studio: StudioConfig;
  storage: Storage;
  /** Overrides the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** The clock sessions and setup links are judged by; tests move it. */
  now?: () => Date;
  /** How job event streams poll and re-check access; {@link JOB_EVENT_TIMING} by default. */
  jobEventTiming?: JobEventTiming;
  /**
   * Ends a viewing for everyone on every instance (the site's live fan-out, which the entry
   * wires in: the studio does not import the site).
   */
  endLiveViewing?: (viewingId: string) => void;
}

/**
 * The studio as a plugin: its own security headers and session cookie, the XSRF rule of the
 * public API (same cookie and header), the studio API at `/api/studio` and the built studio.
 */
export async function studioPlugin(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { config, studio, storage } = options;
  const production = config.public.production;
  await registerHttpBasics(app, 'studio');
  registerStudioSecurityHeaders(app, production, [config.publicOrigin]);
  registerXsrf(app, { secure: production });
  app.setNotFoundHandler((_request, reply) => sendProblem(reply, 'not_found'));
  // Sign-ins are rare and wait for an Argon2 hash anyway: a busy event loop must not turn a
  // slow answer into an outage that lets each instance count alone.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, SIGN_IN_REDIS_TIMEOUT_MS) : undefined;
  if (redis) app.addHook('onClose', () => redis.disconnect());
  const now = options.now ?? (() => new Date());
  await app.register(studioApiRoutes, {
    prefix: '/api/studio',
    storage,
    studio,
    publicOrigin: config.publicOrigin,
    cookie: sessionCookie(production, studio.sessionAbsoluteMs),
    throttle: redis ? sharedSignInThrottle(redis, app.log) : createSignInThrottle(),
    now,
    jobEventTiming: options.jobEventTiming ?? JOB_EVENT_TIMING,
    endLiveViewing: (id) => options.endLiveViewing?.(id),
    uploads: {
      storage,
      drafts: storage,
      sources: openSourceStore(config),
      jobs: storage,
      uploads: await createUploadDatastore(config),
      quota: { store: storage, limits: studio.uploadQuota },
      production,
      now,
    },
  });
  await registerStudioPages(app, studio.distDir);
}

/** Builds the studio's Fastify app (not listening), for the server entry and for tests with `inject`. */
export async function buildStudioApp(options: StudioOptions): Promise<FastifyInstance> {
  const app = createHttpApp(options.config, options.logger);
  await studioPlugin(app, options);
  return app;
}
