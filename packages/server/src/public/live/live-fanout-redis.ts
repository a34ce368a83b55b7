import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { reportOutages, type OutageReport } from '../../http/redis-outage.js';
import { LocalHandlers, type LiveBusEvent, type LiveFanout } from './live-fanout.js';

const CHANNEL_PREFIX = 'tourview-live:';
/** A join waits this long at most for Redis to confirm a subscription; then it goes on without. */
const SUBSCRIBE_WAIT_MS = 1_000;

/**
 * Fan-out over Redis pub/sub: one channel per viewing, which an instance subscribes to while
 * it holds a participant of that viewing. While Redis does not answer, events still reach this
 * instance's own participants (a viewing whose people share an instance goes on), and one
 * warning is logged per outage.
 */
export function redisFanout(publisher: Redis, log: () => FastifyBaseLogger): LiveFanout {
  // Subscriptions wait for the connection and come back by themselves after a reconnection.
  const subscriber = publisher.duplicate({
    lazyConnect: false,
    enableOfflineQueue: true,
    commandTimeout: undefined,
  });
  subscriber.on('error', () => undefined);
  const handlers = new LocalHandlers();
  // Made on first use: the server's logger exists only once the app that uses this fan-out does.
  let report: OutageReport | undefined;
  const outages = (): OutageReport =>
    (report ??= reportOutages(log(), {
      feature: 'live_viewings',
      down: 'Redis does not answer; live viewings reach participants on this instance only until it does',
      back: 'Redis answers again; live viewings reach every instance again',
    }));
  subscriber.on('messageBuffer', (channel: Buffer, payload: Buffer) => {
    const viewingId = channel.toString().slice(CHANNEL_PREFIX.length);
    handlers.deliver(viewingId, JSON.parse(payload.toString()) as LiveBusEvent);
  });
  return {
    shared: true,
    publish(viewingId, event) {
      publisher.publish(CHANNEL_PREFIX + viewingId, JSON.stringify(event)).then(
        () => outages().answered(),
        (error: Error) => {
          outages().failed(error);
          handlers.deliver(viewingId, event);
        },
      );
    },
    async subscribe(viewingId, handler) {
      const remove = handlers.add(viewingId, handler);
      const subscribed = subscriber
        .subscribe(CHANNEL_PREFIX + viewingId)
        .catch((error: Error) => outages().failed(error));
      await Promise.race([subscribed, sleep(SUBSCRIBE_WAIT_MS)]);
      return () => {
        if (remove()) void subscriber.unsubscribe(CHANNEL_PREFIX + viewingId).catch(() => undefined);
      };
    },
    close: () => {
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
