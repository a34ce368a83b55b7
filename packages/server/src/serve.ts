import { loadDotEnv, openStorage } from '@tourview/storage';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './public/public-app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config/config.js';
import { logStartupNotes } from './startup-notes.js';
import { startJobRunner, type JobRunner, type JobTiming } from './jobs/job-runner.js';
import { announceSetupLink } from './studio/setup-link.js';
import { MODULE_EXTENSION } from './config/running-from.js';
import { startMetrics } from './metrics/start-metrics.js';
import { openLiveFanout } from './public/live/live-fanout-open.js';

/** How long shutdown may wait for requests in flight before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): ServerConfig {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

function displayUrl(address: string): string {
  const url = new URL(address);
  // A wildcard bind is reachable on loopback; print an address a browser can open.
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = '127.0.0.1';
  return url.origin;
}

/** What a server entry may change: the job kinds it runs (tests run a test kind) and their timing. */
export interface ServeOptions {
  kindsModule?: string;
  jobTiming?: JobTiming;
}

/**
 * Starts the server: storage, the site, then the studio and the job runner, closed gracefully
 * on SIGTERM. The site listens first, and the studio's modules (uploads, the bucket's client)
 * load after it: readiness is answered as soon as the site can serve.
 */
export async function serve(options: ServeOptions = {}): Promise<void> {
  const config = configOrExit();
  const storageOptions = {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.media ? { media: config.media } : {}),
  };
  const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const metrics = config.metrics ? await startMetrics(storage, config.metrics) : null;
  const live = await openLiveFanout(config.redisUrl, () => app.log);
  const app = await buildApp({ config, storage, live });
  logStartupNotes(app.log, config);
  let studio: FastifyInstance | null = null;
  let jobs: JobRunner | null = null;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing (draining requests in flight)`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void Promise.all([app.close(), studio?.close(), jobs?.stop(), metrics?.close()])
      .then(() => Promise.all([storage.close(), live.close()]))
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  const line = `listening on ${displayUrl(address)} (${storage.dialect}, ${config.appEnv} preset)`;
  announce(app.log, config, line);
  if (metrics) announce(app.log, config, `metrics on ${metrics.url}/metrics`);
  if (config.studio) {
    const { buildStudioApp } = await import('./studio/studio-app.js');
    studio = await buildStudioApp({
      config,
      studio: config.studio,
      storage,
      endLiveViewing: (id) => live.publish(id, { kind: 'end', reason: 'revoked' }),
    });
  }
  if (closing) return;
  if (studio && config.studio) {
    const studioAddress = await studio.listen({ port: config.studio.port, host: config.host });
    const studioOrigin = config.studio.origin ?? displayUrl(studioAddress);
    announce(studio.log, config, `studio on ${studioOrigin}`);
    await announceSetupLink(storage, studio.log, studioOrigin);
  }
  if (closing) return;
  // Last: the runner starts its job processes ahead of their jobs, whose loading must not
  // hold up the studio's listener.
  jobs = await startJobRunner({
    store: storage,
    storageOptions,
    concurrency: config.jobConcurrency,
    settings: { faceProposals: config.faceProposals },
    kindsModule: options.kindsModule ?? new URL(`./jobs/kinds${MODULE_EXTENSION}`, import.meta.url).href,
    log: app.log,
    ...(options.jobTiming ? { timing: options.jobTiming } : {}),
  });
}

/** Scripts wait for these lines, so they are written even when the log level hides info. */
function announce(log: FastifyBaseLogger, config: ServerConfig, line: string): void {
  if (['trace', 'debug', 'info'].includes(config.logLevel)) log.info(line);
  else process.stdout.write(`${line}\n`);
}
