import type { AnalyticsRange, AnalyticsReport, AttentionMap, DeviceClass } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { REACHED_METRIC, roomMark } from './analytics-deltas.js';
import { histogramMedian } from './histogram-median.js';

interface CountRow {
  metric: string;
  key: string;
  day: string;
  count: number | string;
}

/** The range's daily counts per metric and key: a few rows per day, never raw events. */
async function countRows(db: Kysely<Database>, tourCode: string, range: AnalyticsRange): Promise<CountRow[]> {
  return db
    .selectFrom('analytics_daily_counts')
    .select(['metric', 'key', 'day', 'count'])
    .where('tour_code', '=', tourCode)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
}

async function dwellHistograms(db: Kysely<Database>, tourCode: string, range: AnalyticsRange) {
  const rows = await db
    .selectFrom('analytics_daily_dwell')
    .select(({ fn }) => ['room', 'seconds', fn.sum<number | string>('count').as('count')])
    .where('tour_code', '=', tourCode)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['room', 'seconds'])
    .execute();
  const byRoom = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const histogram = byRoom.get(row.room) ?? new Map<number, number>();
    histogram.set(Number(row.seconds), Number(row.count));
    byRoom.set(row.room, histogram);
  }
  return byRoom;
}

/** Sums of one metric's counts per key over the range, largest first. */
function totals(rows: readonly CountRow[], metric: string): [string, number][] {
  const sums = new Map<string, number>();
  for (const row of rows)
    if (row.metric === metric) sums.set(row.key, (sums.get(row.key) ?? 0) + Number(row.count));
  return [...sums].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

function dailyOf(rows: readonly CountRow[]): AnalyticsReport['days'] {
  const days = new Map<string, { day: string; visits: number; visitors: number }>();
  for (const row of rows) {
    if (row.metric !== 'visits' && row.metric !== 'visitors') continue;
    const entry = days.get(row.day) ?? { day: row.day, visits: 0, visitors: 0 };
    entry[row.metric] += Number(row.count);
    days.set(row.day, entry);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

function roomsOf(
  reached: ReadonlyMap<string, number>,
  dwell: ReadonlyMap<string, ReadonlyMap<number, number>>,
  visits: number,
): AnalyticsReport['rooms'] {
  const prefix = roomMark('');
  const rooms = new Set([
    ...[...reached.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)),
    ...[...dwell.keys()].filter((room) => room !== ''),
  ]);
  return [...rooms]
    .map((room) => {
      const entered = reached.get(roomMark(room)) ?? 0;
      return {
        room,
        visits: entered,
        share: visits === 0 ? 0 : Math.min(1, entered / visits),
        medianDwellSeconds: histogramMedian(dwell.get(room) ?? new Map()),
      };
    })
    .sort((a, b) => b.visits - a.visits || a.room.localeCompare(b.room));
}

function split(key: string, separator: string): [string, string] {
  const at = key.indexOf(separator);
  return [key.slice(0, at), key.slice(at + 1)];
}

/** A tour's report over the range, from the daily aggregates. */
export async function analyticsReport(
  db: Kysely<Database>,
  tourCode: string,
  range: AnalyticsRange,
): Promise<AnalyticsReport> {
  const [rows, dwell] = await Promise.all([
    countRows(db, tourCode, range),
    dwellHistograms(db, tourCode, range),
  ]);
  const days = dailyOf(rows);
  const visits = days.reduce((sum, d) => sum + d.visits, 0);
  const reached = new Map(totals(rows, REACHED_METRIC));
  const events = new Map(totals(rows, 'event'));
  const event = (kind: string) => events.get(kind) ?? 0;
  return {
    tourCode,
    from: range.from,
    to: range.to,
    visits,
    days,
    medianTimeInTourSeconds: histogramMedian(dwell.get('') ?? new Map()),
    rooms: roomsOf(reached, dwell, visits),
    doors: totals(rows, 'door').map(([key, clicks]) => {
      const [room, target] = split(key, '>');
      return { room, target, clicks };
    }),
    infoPoints: totals(rows, 'info').map(([key, clicks]) => {
      const [room, hotspot] = split(key, '/');
      return { room, hotspot, clicks };
    }),
    funnel: {
      visits,
      detailsOpened: reached.get('details_opened') ?? 0,
      contactOpened: reached.get('contact_opened') ?? 0,
      enquirySent: reached.get('enquiry_sent') ?? 0,
    },
    features: {
      planUsed: event('plan_used'),
      guidedTourStarted: event('guided_tour_started'),
      videoPlayed: event('video_played'),
      chapterJumped: event('chapter_jumped'),
      shareOpened: event('share_opened'),
      embedOpened: event('embed_opened'),
    },
    embeds: totals(rows, 'embed').map(([site, n]) => ({ site, visits: n })),
    devices: totals(rows, 'device').map(([device, n]) => ({ device: device as DeviceClass, visits: n })),
    languages: totals(rows, 'language').map(([language, n]) => ({ language, visits: n })),
  };
}

/** Look samples per 5° cell of one room over the range. */
export async function attentionMap(
  db: Kysely<Database>,
  tourCode: string,
  room: string,
  range: AnalyticsRange,
): Promise<AttentionMap> {
  const rows = await db
    .selectFrom('analytics_daily_looks')
    .select(({ fn }) => ['yaw', 'pitch', fn.sum<number | string>('count').as('count')])
    .where('tour_code', '=', tourCode)
    .where('room', '=', room)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['yaw', 'pitch'])
    .orderBy('yaw')
    .orderBy('pitch')
    .execute();
  const cells = rows.map((r) => ({ yaw: Number(r.yaw), pitch: Number(r.pitch), count: Number(r.count) }));
  return { room, samples: cells.reduce((sum, c) => sum + c.count, 0), cells };
}
