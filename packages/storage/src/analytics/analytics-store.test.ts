import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '../errors.js';
import { freshStorageEachTest } from '../testing/each-dialect.js';
import { DIALECTS } from '../testing/scratch-storage.js';
import { histogramMedian } from './histogram-median.js';

const day = '2026-05-04';
const at = new Date(`${day}T10:00:00Z`);
const range = { from: day, to: day };
const start = (device: 'phone' | 'desktop', language = 'en', embedOrigin?: string): AnalyticsEvent => ({
  kind: 'visit_start',
  device,
  language,
  ...(embedOrigin ? { embedOrigin } : {}),
});

describe('histogramMedian', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(
      histogramMedian(
        new Map([
          [3, 1],
          [10, 1],
          [5, 1],
        ]),
      ),
    ).toBe(5);
    expect(
      histogramMedian(
        new Map([
          [2, 2],
          [8, 2],
        ]),
      ),
    ).toBe(5);
    expect(histogramMedian(new Map())).toBeNull();
  });
});

describe.each(DIALECTS)('analytics store on %s', (dialect) => {
  const db = freshStorageEachTest(dialect);
  const record = (visit: string, visitorHash: string, events: AnalyticsEvent[], receivedAt = at) =>
    db.storage.recordAnalytics({
      tourCode: 'house1',
      visitorHash,
      batch: { visit: `visit-${visit}-0123456789`, events },
      receivedAt,
    });

  it('adds batches to the daily numbers, counting each visitor, room and funnel step once', async () => {
    await Promise.all([
      record('a', 'h1', [start('phone'), { kind: 'room_entered', room: 'hall' }, { kind: 'details_opened' }]),
      record('b', 'h1', [start('phone', 'de'), { kind: 'room_entered', room: 'hall' }]),
      record('c', 'h2', [start('desktop', 'en', 'https://portal.example')]),
    ]);
    await record('a', 'h1', [
      { kind: 'room_left', room: 'hall', dwellMs: 4_400 },
      { kind: 'room_entered', room: 'kitchen' },
      { kind: 'room_entered', room: 'hall' },
      { kind: 'details_opened' },
      { kind: 'contact_opened' },
      { kind: 'door_clicked', room: 'hall', target: 'kitchen' },
      { kind: 'info_clicked', room: 'kitchen', hotspot: 'oven' },
      { kind: 'enquiry_sent' },
      { kind: 'plan_used' },
      { kind: 'room_left', room: 'kitchen', dwellMs: 10_000 },
      { kind: 'visit_end', durationMs: 20_000 },
    ]);
    await record('b', 'h1', [
      { kind: 'room_left', room: 'hall', dwellMs: 8_000 },
      { kind: 'visit_end', durationMs: 9_000 },
    ]);
    const report = await db.storage.analyticsReport('house1', range);
    expect(report).toMatchObject({
      visits: 3,
      days: [{ day, visits: 3, visitors: 2 }],
      medianTimeInTourSeconds: 14.5,
      funnel: { visits: 3, detailsOpened: 1, contactOpened: 1, enquirySent: 1 },
      doors: [{ room: 'hall', target: 'kitchen', clicks: 1 }],
      infoPoints: [{ room: 'kitchen', hotspot: 'oven', clicks: 1 }],
      devices: [
        { device: 'phone', visits: 2 },
        { device: 'desktop', visits: 1 },
      ],
      languages: [
        { language: 'en', visits: 2 },
        { language: 'de', visits: 1 },
      ],
      embeds: [{ site: 'https://portal.example', visits: 1 }],
    });
    expect(report.features.planUsed).toBe(1);
    expect(report.rooms).toEqual([
      { room: 'hall', visits: 2, share: 2 / 3, medianDwellSeconds: 6 },
      { room: 'kitchen', visits: 1, share: 1 / 3, medianDwellSeconds: 10 },
    ]);
    expect(
      (await db.storage.analyticsReport('house1', { from: '2026-05-05', to: '2026-05-05' })).visits,
    ).toBe(0);
  });

  it('counts a visit once when its batches, the largest among them, arrive twenty at a time', async () => {
    const look = (i: number): AnalyticsEvent => ({
      kind: 'look',
      room: 'hall',
      yaw: (i % 72) * 5 - 180,
      pitch: 0,
    });
    // As many events as a batch may hold, every one of them counted.
    const largest = [
      start('phone'),
      { kind: 'room_entered', room: 'hall' } as const,
      ...Array.from({ length: ANALYTICS_LIMITS.eventsPerBatch - 2 }, (_, i) => look(i)),
    ];
    const repeated: AnalyticsEvent[] = [{ kind: 'room_entered', room: 'hall' }, { kind: 'details_opened' }];
    // Twenty at once go to storage as one group; the second twenty as another.
    await Promise.all([
      record('a', 'h1', largest),
      ...Array.from({ length: 19 }, () => record('a', 'h1', repeated)),
    ]);
    await Promise.all(Array.from({ length: 20 }, () => record('a', 'h1', repeated)));
    const report = await db.storage.analyticsReport('house1', range);
    expect(report).toMatchObject({
      visits: 1,
      days: [{ day, visits: 1, visitors: 1 }],
      funnel: { visits: 1, detailsOpened: 1 },
    });
    expect(report.rooms).toEqual([{ room: 'hall', visits: 1, share: 1, medianDwellSeconds: null }]);
    expect((await db.storage.attentionMap('house1', 'hall', range)).samples).toBe(
      ANALYTICS_LIMITS.eventsPerBatch - 2,
    );
  });

  it('counts a visitor once a day whose visits start in different groups', async () => {
    await Promise.all([record('a', 'h1', [start('phone')]), record('b', 'h2', [start('phone')])]);
    await Promise.all([record('c', 'h1', [start('desktop')]), record('d', 'h1', [start('phone')])]);
    expect((await db.storage.analyticsReport('house1', range)).days).toEqual([
      { day, visits: 4, visitors: 2 },
    ]);
  });

  it('keeps the numbers of one tour apart from another', async () => {
    await record('a', 'h1', [start('phone')]);
    expect((await db.storage.analyticsReport('other1', range)).visits).toBe(0);
    expect(await db.storage.toursVisited(range)).toEqual(['house1']);
  });

  it('maps look samples per 5° cell and room', async () => {
    const look = (yaw: number, pitch: number): AnalyticsEvent => ({ kind: 'look', room: 'hall', yaw, pitch });
    await record('a', 'h1', [look(90, 0), look(90, 0), look(95, -5)]);
    await record('b', 'h2', [look(90, 0), { kind: 'look', room: 'kitchen', yaw: 0, pitch: 0 }]);
    expect(await db.storage.attentionMap('house1', 'hall', range)).toEqual({
      room: 'hall',
      samples: 4,
      cells: [
        { yaw: 90, pitch: 0, count: 3 },
        { yaw: 95, pitch: -5, count: 1 },
      ],
    });
  });

  it('drops raw batches and past salts after their days, keeping the aggregates', async () => {
    const old = new Date('2026-04-01T10:00:00Z');
    const oldSalt = await db.storage.analyticsSalt('2026-04-01');
    expect(await db.storage.analyticsSalt('2026-04-01')).toBe(oldSalt);
    await record('a', 'h1', [start('phone')], old);
    await record('b', 'h1', [start('phone')]);
    const pruned = await db.storage.pruneAnalytics(30, at);
    expect(pruned).toEqual({ batches: 1, salts: 1 });
    expect(await db.storage.analyticsSalt('2026-04-01')).not.toBe(oldSalt);
    const april = await db.storage.analyticsReport('house1', { from: '2026-04-01', to: '2026-04-30' });
    expect(april.days).toEqual([{ day: '2026-04-01', visits: 1, visitors: 1 }]);
  });

  it('refuses a malformed batch and an inverted range, storing nothing', async () => {
    const bad = { kind: 'look', room: 'hall', yaw: 3, pitch: 0 } as AnalyticsEvent;
    await expect(record('a', 'h1', [start('phone'), bad])).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(
      db.storage.analyticsReport('house1', { from: day, to: '2026-05-01' }),
    ).rejects.toBeInstanceOf(InvalidQueryError);
    expect((await db.storage.analyticsReport('house1', range)).visits).toBe(0);
  });
});
