import type { OutboxStore } from '@tourview/storage';
import type { FastifyBaseLogger } from 'fastify';
import { postEnquiry, type WebhookTarget } from './webhook.js';

/** Tuning of the delivery loop; the defaults suit production, tests shorten them. */
export interface DeliveryTiming {
  /** How often the outbox is checked when nothing wakes the worker. */
  pollMs: number;
  /** First retry delay; doubles per attempt up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  requestTimeoutMs: number;
}

/** Production timing: retries after 2 s, 4 s, 8 s … up to every 15 minutes. */
export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = {
  pollMs: 5_000,
  baseBackoffMs: 2_000,
  maxBackoffMs: 15 * 60_000,
  requestTimeoutMs: 10_000,
};

/** Delivers the enquiry outbox to a webhook in the background. */
export interface DeliveryWorker {
  /** Checks the outbox now (called after each accepted enquiry). */
  wake(): void;
  /** Stops the loop after the delivery in progress, if any. */
  stop(): Promise<void>;
}

/** Entries one worker claims at a time, and delivers one after the other. */
const CLAIM_BATCH = 5;

/**
 * How long a claim keeps other workers (other instances) away: long enough for the whole
 * batch to time out one by one and be recorded, so a live worker's claim never runs out and
 * each entry is posted once; a worker that dies gives its entries up when the lease ends.
 */
export function leaseMsOf(timing: DeliveryTiming): number {
  return (CLAIM_BATCH + 1) * timing.requestTimeoutMs;
}

/** The delay before attempt `attempts + 1`. */
export function backoffMs(attempts: number, timing: DeliveryTiming): number {
  return Math.min(timing.maxBackoffMs, timing.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Starts delivering: every due entry is posted; 2xx marks it delivered, anything else schedules
 * a retry. Any number of instances may run one over the same PostgreSQL database: claims
 * never overlap. A process that dies after the webhook's 2xx and before recording it leaves
 * the entry to be posted again when its lease ends, with the same `Idempotency-Key`.
 */
export function startDeliveryWorker(
  store: OutboxStore,
  target: WebhookTarget,
  log: FastifyBaseLogger,
  timing: DeliveryTiming = DEFAULT_DELIVERY_TIMING,
): DeliveryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await store.claimDueDeliveries({
        now: new Date(),
        limit: CLAIM_BATCH,
        leaseMs: leaseMsOf(timing),
      });
      for (const { enquiry, attempts } of due) {
        const failure = await postEnquiry(target, enquiry, timing.requestTimeoutMs);
        if (failure === null) await store.markDelivered(enquiry.id, new Date());
        else {
          const retryAt = new Date(Date.now() + backoffMs(attempts + 1, timing));
          log.warn(
            { enquiryId: enquiry.id, attempts: attempts + 1, failure },
            'enquiry delivery failed; will retry',
          );
          await store.markDeliveryFailed(enquiry.id, failure, retryAt);
        }
      }
      if (due.length < CLAIM_BATCH || stopped) return;
    }
  }

  function run(): void {
    clearTimeout(timer);
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => log.error({ err: error }, 'enquiry delivery loop failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        } else if (!stopped) timer = setTimeout(run, timing.pollMs);
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
