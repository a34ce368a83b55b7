import { analyticsWeeklySummarySchema, previousWeek, type AnalyticsEvent } from '@tourview/schema';
import { openStorage, type Storage } from '@tourview/storage';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { startFakeWebhook, type FakeWebhook } from '../../testing/fake-webhook.js';
import { DIALECTS, scratchEnv } from '../../testing/test-app.js';
import { waitFor } from '../../testing/wait-for.js';
import { buildApp } from '../public-app.js';
import { summaryKey } from './weekly-summaries.js';

const FAST = { pollMs: 30, baseBackoffMs: 40, maxBackoffMs: 150, requestTimeoutMs: 1_000 };
const week = previousWeek(new Date());
const DAY_MS = 86_400_000;
/** Noon on the week's `n`th day (0: Monday). */
const dayOf = (n: number) => new Date(Date.parse(`${week.from}T12:00:00Z`) + n * DAY_MS);

/** One visit: its start, the rooms it entered with their dwell, optionally an enquiry, its end. */
function visit(rooms: [string, number][], enquiry = false): AnalyticsEvent[] {
  return [
    { kind: 'visit_start', device: 'desktop', language: 'en' },
    ...rooms.flatMap(([room, seconds]): AnalyticsEvent[] => [
      { kind: 'room_entered', room },
      { kind: 'room_left', room, dwellMs: seconds * 1000 },
    ]),
    ...(enquiry ? [{ kind: 'contact_opened' } as const, { kind: 'enquiry_sent' } as const] : []),
    { kind: 'visit_end', durationMs: 60_000 },
  ];
}

describe.each(DIALECTS)('weekly summaries on %s, two instances', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function twoInstances(hook: FakeWebhook): Promise<Storage> {
    const scratch = await scratchEnv(dialect);
    cleanups.push(() => scratch.remove());
    const config = loadConfig({
      ...scratch.env,
      ANALYTICS_SUMMARY_WEBHOOK_URL: hook.url,
      STUDIO_PORT: 'off',
    });
    const storages: Storage[] = [];
    for (let i = 0; i < 2; i++) storages.push(await openStorage(scratch.storageOptions));
    cleanups.push(async () => {
      for (const storage of storages) await storage.close();
    });
    const [first] = storages;
    if (!first) throw new Error('no storage');
    const record = (tourCode: string, n: number, events: AnalyticsEvent[], receivedAt: Date) =>
      first.recordAnalytics({
        tourCode,
        visitorHash: `hash-${tourCode}-${n}`,
        batch: { visit: `visit-${tourCode}-${n}-0123456789`, events },
        receivedAt,
      });
    await record(
      'house',
      1,
      visit(
        [
          ['living', 30],
          ['kitchen', 10],
        ],
        true,
      ),
      dayOf(1),
    );
    await record('house', 2, visit([['living', 20]]), dayOf(3));
    await record('flat', 1, visit([['hall', 5]]), dayOf(6));
    // Visits of other weeks are in no summary of this one.
    await record('other', 1, visit([['hall', 5]]), dayOf(7));
    await record('house', 3, visit([['living', 20]]), dayOf(-1));
    const apps: FastifyInstance[] = [];
    for (const storage of storages)
      apps.push(await buildApp({ config, storage, logger: false, summaryTiming: FAST }));
    cleanups.push(async () => {
      for (const app of apps) await app.close();
    });
    return first;
  }

  it('posts last week’s numbers once per visited tour, retrying while the webhook is down', async () => {
    const hook = await startFakeWebhook(false);
    cleanups.push(() => hook.close());
    const storage = await twoInstances(hook);
    await waitFor('refused attempts', () => hook.refused >= 3);
    hook.up = true;
    await waitFor('both summaries', () => hook.delivered.length >= 2);
    // Both instances keep polling: nothing more may arrive.
    await new Promise((resolve) => setTimeout(resolve, 20 * FAST.pollMs));
    expect(hook.delivered.map((d) => d.idempotencyKey).sort()).toEqual([
      summaryKey('flat', week.from),
      summaryKey('house', week.from),
    ]);
    const bodies = hook.delivered.map((d) => analyticsWeeklySummarySchema.parse(JSON.parse(d.body)));
    const house = bodies.find((b) => b.tourCode === 'house');
    expect(house).toEqual({
      event: 'analytics.weekly_summary',
      tourCode: 'house',
      week,
      visits: 2,
      uniqueVisitors: 2,
      medianTimeInTourSeconds: 60,
      topRooms: [
        { room: 'living', visits: 2, share: 1, medianDwellSeconds: 25 },
        { room: 'kitchen', visits: 1, share: 0.5, medianDwellSeconds: 10 },
      ],
      funnel: { visits: 2, detailsOpened: 0, contactOpened: 1, enquirySent: 1 },
    });
    expect(bodies.find((b) => b.tourCode === 'flat')).toMatchObject({ visits: 1, uniqueVisitors: 1 });
    expect((await storage.analyticsSummariesOf(week.from)).sort()).toEqual(['flat', 'house']);
  }, 30_000);
});
