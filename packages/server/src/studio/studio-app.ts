import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { openSourceStore, type Storage } from '@tourview/storage';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig, StudioConfig } from '../config.js';
import { problemErrorHandler, sendProblem } from '../plugins/problems.js';
import { OneLineRequestLog } from '../plugins/request-log.js';
import { registerStrictJson } from '../plugins/strict-json.js';
import { registerXsrf } from '../plugins/xsrf.js';
import { fastifyTrustProxy } from '../trust-proxy.js';
import { JOB_EVENT_TIMING, type JobEventTiming } from './job-events.js';
import { studioApiRoutes } from './routes/index.js';
import { registerStudioSecurityHeaders } from './security-headers.js';
import { sessionCookie } from './session-cookie.js';
import { connectRedis } from '../plugins/shared-limits.js';
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
}

/**
 * The studio as a plugin: its own security headers and session cookie, the XSRF rule of the
 * public API (same cookie and header), the studio API at `/api/studio` and the built studio.
 */
export async function studioPlugin(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { config, studio, storage } = options;
  const production = config.public.production;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(problemErrorHandler);
  registerStrictJson(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  await app.register(cookie);
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
  const { limits } = options.config;
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    bodyLimit: limits.bodyBytes,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: (error, request, reply) => problemErrorHandler(error, request, reply),
  });
  await studioPlugin(app, options);
  return app;
}
