import type { FastifyBaseLogger } from 'fastify';

/** What a Redis-backed feature reports as Redis goes away and comes back. */
export interface OutageReport {
  /** Call on every answer from Redis. */
  answered(): void;
  /** Call on every failed command. */
  failed(error: Error): void;
}

/**
 * Logs one warning when Redis stops answering and one line when it answers again, however
 * many commands fail in between.
 */
export function reportOutages(
  log: FastifyBaseLogger,
  messages: { down: string; back: string },
): OutageReport {
  let outage = false;
  return {
    answered() {
      if (!outage) return;
      outage = false;
      log.info(messages.back);
    },
    failed(error) {
      if (outage) return;
      outage = true;
      log.warn({ err: error }, messages.down);
    },
  };
}
