import { describe, expect, it } from 'vitest';
import { analyticsWeeklySummarySchema, previousWeek, weeklySummaryOf } from './analytics-summary.js';
import type { AnalyticsReport } from './analytics-report.js';

describe('previousWeek', () => {
  it('is the last whole Monday-to-Sunday week in UTC, whatever the day and hour', () => {
    const week = { from: '2026-11-16', to: '2026-11-22' };
    expect(previousWeek(new Date('2026-11-23T00:00:00Z'))).toEqual(week);
    expect(previousWeek(new Date('2026-11-26T15:30:00Z'))).toEqual(week);
    expect(previousWeek(new Date('2026-11-29T23:59:59Z'))).toEqual(week);
    expect(previousWeek(new Date('2026-11-30T00:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(previousWeek(new Date('2027-01-03T12:00:00Z'))).toEqual({ from: '2026-12-21', to: '2026-12-27' });
  });
});

describe('weeklySummaryOf', () => {
  it('keeps the week’s totals, sums daily visitors and names the most visited rooms first', () => {
    const rooms = ['a', 'b', 'c', 'd', 'e', 'f'].map((room, i) => ({
      room,
      visits: i === 5 ? 9 : i,
      share: 0.5,
      medianDwellSeconds: 3,
    }));
    const report: AnalyticsReport = {
      tourCode: 'house',
      from: '2026-11-16',
      to: '2026-11-22',
      visits: 10,
      days: [
        { day: '2026-11-16', visits: 6, visitors: 5 },
        { day: '2026-11-18', visits: 4, visitors: 4 },
      ],
      medianTimeInTourSeconds: 42,
      rooms,
      doors: [],
      infoPoints: [],
      funnel: { visits: 10, detailsOpened: 3, contactOpened: 2, enquirySent: 1 },
      features: {
        planUsed: 0,
        guidedTourStarted: 0,
        videoPlayed: 0,
        chapterJumped: 0,
        shareOpened: 0,
        embedOpened: 0,
      },
      embeds: [],
      devices: [],
      languages: [],
    };
    const summary = weeklySummaryOf(report);
    expect(analyticsWeeklySummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      event: 'analytics.weekly_summary',
      week: { from: '2026-11-16', to: '2026-11-22' },
      visits: 10,
      uniqueVisitors: 9,
      medianTimeInTourSeconds: 42,
      funnel: { visits: 10, detailsOpened: 3, contactOpened: 2, enquirySent: 1 },
    });
    expect(summary.topRooms.map((r) => r.room)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
});
