import { previousWeek, weeklySummaryOf, type AnalyticsRange } from '@tourview/schema';
import type { Storage } from '@tourview/storage';
import type { FastifyBaseLogger } from 'fastify';
import { backoffMs, leaseMsOf, type DeliveryTiming } from '../enquiries/delivery-worker.js';
import { postJson, type WebhookTarget } from '../enquiries/webhook.js';

/**
 * Production timing: once a minute the instance checks whether last week's summaries exist and
 * whether any is due; failed posts are retried as enquiries are (2 s doubling up to 15 min).
 */
export const DEFAULT_SUMMARY_TIMING: DeliveryTiming = {
  pollMs: 60_000,
  baseBackoffMs: 2_000,
  maxBackoffMs: 15 * 60_000,
  requestTimeoutMs: 10_000,
};

/** Summaries one round claims at a time. */
const CLAIM_BATCH = 5;

/** What the summaries need of storage. */
type SummaryStorage = Pick<
  Storage,
  | 'toursVisited'
  | 'analyticsReport'
  | 'analyticsSummariesOf'
  | 'addAnalyticsSummary'
  | 'claimDueAnalyticsSummaries'
  | 'markAnalyticsSummaryDelivered'
  | 'markAnalyticsSummaryFailed'
>;

/** The key a receiver drops a repeated summary by. */
export const summaryKey = (tourCode: string, week: string) => `analytics-summary:${tourCode}:${week}`;

/**
 * Makes last week's summary of every tour that had visits, unless some instance made it: the
 * row's primary key (tour, week) is the claim, so one insert per tour and week wins.
 */
async function addMissing(storage: SummaryStorage, week: AnalyticsRange, now: Date): Promise<void> {
  const made = new Set(await storage.analyticsSummariesOf(week.from));
  for (const code of await storage.toursVisited(week)) {
    if (made.has(code)) continue;
    const summary = weeklySummaryOf(await storage.analyticsReport(code, week));
    await storage.addAnalyticsSummary(code, week.from, JSON.stringify(summary), now);
  }
}

/** Posts every due summary this instance can claim; a failure is retried after its back-off. */
async function deliverDue(
  storage: SummaryStorage,
  target: WebhookTarget,
  log: FastifyBaseLogger,
  timing: DeliveryTiming,
): Promise<void> {
  for (;;) {
    const due = await storage.claimDueAnalyticsSummaries({
      now: new Date(),
      limit: CLAIM_BATCH,
      leaseMs: leaseMsOf(timing),
    });
    for (const { tourCode, week, payload, attempts } of due) {
      const failure = await postJson(target, payload, summaryKey(tourCode, week), timing.requestTimeoutMs);
      if (failure === null) await storage.markAnalyticsSummaryDelivered(tourCode, week, new Date());
      else {
        log.warn(
          { tourCode, week, attempts: attempts + 1, failure },
          'weekly summary delivery failed; will retry',
        );
        const retryAt = new Date(Date.now() + backoffMs(attempts + 1, timing));
        await storage.markAnalyticsSummaryFailed(tourCode, week, failure, retryAt);
      }
    }
    if (due.length < CLAIM_BATCH) return;
  }
}

/**
 * Sends each tour's numbers of the week before to the webhook, once a week per tour with any
 * visits: at start and every `pollMs` it makes the missing summaries of last week (Monday to
 * Sunday, UTC; a week's days are final once it is over, as each event counts on the day it
 * arrived) and posts the due ones. Any number of instances may run it over one database.
 * Returns the function that stops it (after the round in progress).
 */
export function startWeeklySummaries(
  storage: SummaryStorage,
  target: WebhookTarget,
  log: FastifyBaseLogger,
  timing: DeliveryTiming = DEFAULT_SUMMARY_TIMING,
): () => Promise<void> {
  let made: string | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    const week = previousWeek(new Date());
    if (made !== week.from) {
      await addMissing(storage, week, new Date());
      made = week.from;
    }
    await deliverDue(storage, target, log, timing);
  };
  const run = () => {
    running = round()
      .catch((error: unknown) => log.error({ err: error }, 'weekly summaries failed; trying again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, timing.pollMs);
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
