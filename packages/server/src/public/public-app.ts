import compress from '@fastify/compress';
import type { Storage } from '@tourview/storage';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { enquiriesBlockedReason, type ServerConfig } from '../config/config.js';
import { createHttpApp, registerHttpBasics } from '../http/http-app.js';
import { startDeliveryWorker, type DeliveryTiming } from './enquiries/delivery-worker.js';
import { createRecaptchaVerifier, type RecaptchaVerifier } from './enquiries/recaptcha.js';
import { registerAppPages } from './pages/app-pages.js';
import { registerMedia } from './media/media.js';
import { sendProblem } from '../http/problems.js';
import { registerRateLimits } from './rate-limits.js';
import { connectRedis } from '../http/shared-limits.js';
import { registerDisconnectLog } from '../http/request-log.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerXsrf } from '../http/xsrf.js';
import { requestKind } from '../http/request-kind.js';
import { publicApiRoutes } from './api/index.js';
import { ANALYTICS_EVENTS_URL } from './api/analytics-events.js';
import { startAnalyticsPruning } from './analytics/analytics-pruning.js';
import { startWeeklySummaries } from './analytics/weekly-summaries.js';
import { guardStorage } from './storage-guard.js';
import { studioOriginsOf } from '../config/studio-origins.js';
import type { LiveFanout } from './live/live-fanout.js';
import { openLiveFanout } from './live/live-fanout-open.js';
import { LiveHub } from './live/live-hub.js';
import { registerLiveSocket } from './live/live-routes.js';

/** What the app is built from; storage is opened (and closed) by the caller. */
export interface AppOptions {
  config: ServerConfig;
  storage: Storage;
  /** Overrides the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** Overrides the delivery loop's timing (tests shorten it). */
  deliveryTiming?: DeliveryTiming;
  /** Overrides the weekly summaries' timing (tests shorten it). */
  summaryTiming?: DeliveryTiming;
  /** Overrides how long found tours are cached in memory (tests of changes use 0). */
  tourCacheTtlMs?: number;
  /**
   * The live viewings' fan-out, shared with the studio (which revokes viewings) and closed by
   * the caller; absent: the app opens its own from the configuration and closes it.
   */
  live?: LiveFanout;
  /** Overrides how often instances repeat their live-viewing rosters (tests of a dead instance). */
  liveTiming?: { heartbeatMs: number; staleMs: number };
}

/** The live-viewing socket and its hub, stopped (members sent elsewhere) when the app closes. */
async function registerLive(app: FastifyInstance, options: AppOptions): Promise<void> {
  const own = options.live ? null : await openLiveFanout(options.config.redisUrl, () => app.log);
  const fanout = options.live ?? own;
  if (!fanout) return;
  const hub = new LiveHub(fanout, {
    ...options.config.live,
    endInStorage: (id) => options.storage.endLiveViewing(id),
    ...options.liveTiming,
  });
  app.addHook('preClose', async () => {
    hub.stop();
    await own?.close();
  });
  await registerLiveSocket(app, { store: options.storage, hub });
}

function verifierOf(config: ServerConfig): RecaptchaVerifier | null {
  const { secret } = config.recaptcha;
  return secret ? createRecaptchaVerifier({ ...config.recaptcha, secret }) : null;
}

function startDelivery(app: FastifyInstance, options: AppOptions): () => void {
  const webhook = options.config.enquiryWebhook;
  if (!webhook) return () => undefined;
  const worker = startDeliveryWorker(options.storage, webhook, app.log, options.deliveryTiming);
  app.addHook('onClose', () => worker.stop());
  return () => worker.wake();
}

function startSummaries(app: FastifyInstance, options: AppOptions): void {
  const target = options.config.analytics.summaryWebhook;
  if (!target) return;
  const stop = startWeeklySummaries(options.storage, target, app.log, options.summaryTiming);
  app.addHook('onClose', () => stop());
}

/** Everything the server answers, as a plugin: security, API, media and the app. */
export async function appPlugin(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { config } = options;
  const storage = guardStorage(options.storage, options.tourCacheTtlMs);
  await registerHttpBasics(app, 'site');
  registerDisconnectLog(app);
  registerSecurityHeaders(app, config.public);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', () => redis.disconnect());
  const misses = await registerRateLimits(app, config.limits.notFoundPerMinute, redis);
  registerXsrf(app, {
    secure: config.public.production,
    framedElsewhere: config.embedAllowedOrigins.length > 0,
    exemptWrites: ANALYTICS_EVENTS_URL,
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (requestKind(request.url) === 'api') {
      if (await misses.refuseIfBlocked(request, reply)) return reply;
      await misses.recordMiss(request);
    }
    return sendProblem(reply, 'not_found');
  });
  const onEnquiryStored = startDelivery(app, options);
  if (config.analytics.enabled) {
    startAnalyticsPruning(app, options.storage, config.analytics.rawRetentionDays);
    startSummaries(app, options);
  }
  await app.register(publicApiRoutes, {
    prefix: '/api/public',
    storage,
    misses,
    recaptcha: verifierOf(config),
    enquiriesBlocked: enquiriesBlockedReason(config),
    enquiriesPerMinute: config.limits.enquiriesPerMinute,
    analytics: config.analytics,
    onEnquiryStored,
    publicOrigin: config.publicOrigin,
    cdnBaseUrl: config.public.cdnBaseUrl,
    ...(redis ? { redis } : {}),
  });
  await registerLive(app, options);
  await registerMedia(app, { ...config, cdnBaseUrl: config.public.cdnBaseUrl });
  await registerAppPages(app, {
    distDir: config.appDistDir,
    config: config.public,
    storage,
    misses,
    publicOrigin: config.publicOrigin,
    embedAllowedOrigins: config.embedAllowedOrigins,
    previewFramers: studioOriginsOf(config),
  });
}

/** Builds the Fastify app (not listening), for the server entry and for tests with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Long codes must reach validation (a clear 400), not fall out of routing as a 404.
  const app = createHttpApp(options.config, options.logger, { routerOptions: { maxParamLength: 16_384 } });
  await appPlugin(app, options);
  return app;
}
