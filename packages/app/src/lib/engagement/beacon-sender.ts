import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@tourview/schema';

/** Sends one body to a URL without waiting (`navigator.sendBeacon`). */
export type SendBeacon = (url: string, body: Blob) => boolean;

/** How often waiting events go out; the page's end sends the rest at once. */
export const BEACON_INTERVAL_MS = 5000;

interface Pending {
  tourCode: string;
  visit: string;
  events: AnalyticsEvent[];
}

/** The beacon URL of a tour's events (relative: same origin as the page, embedded or not). */
export const eventsUrlOf = (tourCode: string) => `/api/public/tours/${encodeURIComponent(tourCode)}/events`;

/**
 * Batches events per visit and sends them with `sendBeacon` every few seconds and on `flush`:
 * fire and forget, so measuring never holds up the tour, and the browser delivers the last batch
 * even while the page unloads.
 */
export function createBeaconSender(send: SendBeacon) {
  let pending: Pending | null = null;
  const flush = (): void => {
    if (!pending) return;
    const { tourCode, visit, events } = pending;
    pending = null;
    for (let i = 0; i < events.length; i += ANALYTICS_LIMITS.eventsPerBatch) {
      const batch = { visit, events: events.slice(i, i + ANALYTICS_LIMITS.eventsPerBatch) };
      send(eventsUrlOf(tourCode), new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    }
  };
  return {
    push(tourCode: string, visit: string, event: AnalyticsEvent): void {
      if (pending && (pending.visit !== visit || pending.tourCode !== tourCode)) flush();
      pending ??= { tourCode, visit, events: [] };
      pending.events.push(event);
      if (pending.events.length >= ANALYTICS_LIMITS.eventsPerBatch) flush();
    },
    flush,
  };
}
