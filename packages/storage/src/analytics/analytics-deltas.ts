import type { AnalyticsBatch, AnalyticsEvent } from '@tourview/schema';
import type { AnalyticsBatchesTable } from './analytics-tables.js';

/** One accepted batch, with the visitor's salted hash the server made (never the address). */
export interface AnalyticsIngest {
  tourCode: string;
  visitorHash: string;
  batch: AnalyticsBatch;
  receivedAt: Date;
}

/** What a group of batches adds: raw rows, first-time candidates, and sums to add per key. */
export interface AnalyticsDeltas {
  batches: AnalyticsBatchesTable[];
  visitors: Map<string, { tour_code: string; day: string; visitor_hash: string }>;
  marks: Map<string, { tour_code: string; visit_id: string; mark: string; day: string }>;
  counts: Map<string, { tour_code: string; day: string; metric: string; key: string; count: number }>;
  dwell: Map<string, { tour_code: string; day: string; room: string; seconds: number; count: number }>;
  looks: Map<
    string,
    { tour_code: string; day: string; room: string; yaw: number; pitch: number; count: number }
  >;
}

/** The metric a funnel step's or room's first time in a visit counts under. */
export const REACHED_METRIC = 'reached';
/** The mark (and `reached` key) of a room entered. */
export const roomMark = (room: string) => `room:${room}`;

const FUNNEL_KINDS = new Set(['details_opened', 'contact_opened', 'enquiry_sent']);

function add<T extends { count: number }>(map: Map<string, T>, key: string, row: Omit<T, 'count'>): void {
  const found = map.get(key);
  if (found) found.count += 1;
  else map.set(key, { ...row, count: 1 } as T);
}

/** Adds one event's effects on the aggregates (but visitors and marks, counted when first). */
function addEvent(d: AnalyticsDeltas, tour: string, day: string, visit: string, event: AnalyticsEvent): void {
  const count = (metric: string, key: string) =>
    add(d.counts, `${tour}\0${day}\0${metric}\0${key}`, { tour_code: tour, day, metric, key });
  const dwell = (room: string, ms: number) => {
    const seconds = Math.round(ms / 1000);
    add(d.dwell, `${tour}\0${day}\0${room}\0${seconds}`, { tour_code: tour, day, room, seconds });
  };
  const mark = (name: string) => {
    d.marks.set(`${tour}\0${visit}\0${name}`, { tour_code: tour, visit_id: visit, mark: name, day });
  };
  switch (event.kind) {
    case 'visit_start':
      count('visits', '');
      count('device', event.device);
      count('language', event.language);
      if (event.embedOrigin) count('embed', event.embedOrigin);
      return;
    case 'visit_end':
      return dwell('', event.durationMs);
    case 'room_entered':
      return mark(roomMark(event.room));
    case 'room_left':
      return dwell(event.room, event.dwellMs);
    case 'look':
      return add(d.looks, `${tour}\0${day}\0${event.room}\0${event.yaw}\0${event.pitch}`, {
        tour_code: tour,
        day,
        room: event.room,
        yaw: event.yaw,
        pitch: event.pitch,
      });
    case 'door_clicked':
      return count('door', `${event.room}>${event.target}`);
    case 'info_clicked':
      return count('info', `${event.room}/${event.hotspot}`);
    default:
      count('event', event.kind);
      if (FUNNEL_KINDS.has(event.kind)) mark(event.kind);
  }
}

/** The UTC day of an instant, `2026-05-01`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Everything a group of accepted batches adds, summed per key so each row is written once. */
export function deltasOf(items: readonly AnalyticsIngest[]): AnalyticsDeltas {
  const d: AnalyticsDeltas = {
    batches: [],
    visitors: new Map(),
    marks: new Map(),
    counts: new Map(),
    dwell: new Map(),
    looks: new Map(),
  };
  for (const { tourCode, visitorHash, batch, receivedAt } of items) {
    const day = dayOf(receivedAt);
    d.batches.push({
      tour_code: tourCode,
      day,
      received_at: receivedAt.toISOString(),
      visit_id: batch.visit,
      events: JSON.stringify(batch.events),
    });
    for (const event of batch.events) {
      if (event.kind === 'visit_start')
        d.visitors.set(`${tourCode}\0${day}\0${visitorHash}`, {
          tour_code: tourCode,
          day,
          visitor_hash: visitorHash,
        });
      addEvent(d, tourCode, day, batch.visit, event);
    }
  }
  return d;
}
