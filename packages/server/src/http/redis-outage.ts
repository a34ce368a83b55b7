import type { FastifyBaseLogger } from 'fastify';
import { metrics } from '../metrics/metrics-sink.js';

/** What a Redis-backed feature reports as Redis goes away and comes back. */
export interface OutageReport {
  /** Call on every answer from Redis. */
  answered(): void;
  /** Call on every failed command: the feature falls back to this process's memory for it. */
  failed(error: Error): void;
}

/**
 * Logs one warning when Redis stops answering and one line when it answers again, however
 * many commands fail in between; counts every fallback of `messages.feature` for monitoring.
 */
export function reportOutages(
  log: FastifyBaseLogger,
  messages: { feature: string; down: string; back: string },
): OutageReport {
  let outage = false;
  return {
    answered() {
      if (!outage) return;
      outage = false;
      log.info(messages.back);
    },
    failed(error) {
      metrics().redisFallback(messages.feature);
      if (outage) return;
      outage = true;
      log.warn({ err: error }, messages.down);
    },
  };
}
