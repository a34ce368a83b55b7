import type { Storage } from '@tourview/storage';
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 3_600_000;

/**
 * Drops expired raw events, salts and visitor hashes at start and every hour. Every instance
 * may do it: a delete finds nothing another instance already removed.
 */
export function startAnalyticsPruning(app: FastifyInstance, storage: Storage, keepRawDays: number): void {
  const prune = () =>
    void storage.pruneAnalytics(keepRawDays).then(
      (pruned) => {
        if (pruned.batches > 0 || pruned.salts > 0) app.log.info(pruned, 'analytics pruned');
      },
      (error: unknown) => app.log.warn({ err: error }, 'analytics pruning failed; trying again in an hour'),
    );
  const timer = setInterval(prune, HOUR_MS).unref();
  app.addHook('onReady', (done) => {
    prune();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}
