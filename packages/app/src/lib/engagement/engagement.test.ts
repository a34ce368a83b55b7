import type { AnalyticsEvent } from '@tourview/schema';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createBeaconSender, type SendBeacon } from './beacon-sender.js';
import { createEngagement, type EngagementSink } from './engagement.js';
import { sendWaiting } from './send-waiting.js';
import { startEngagement } from './start-engagement.js';
import { trackingAllowed } from './tracking-allowed.js';
import { deviceClass } from './device-class.js';

const START = { kind: 'visit_start', device: 'desktop', language: 'en' } as const;

/** What was sent, as the server would parse it. */
async function sentBatches(send: Mock<SendBeacon>) {
  return Promise.all(
    send.mock.calls.map(async ([url, body]) => ({
      url,
      type: body.type,
      batch: JSON.parse(await body.text()) as { visit: string; events: AnalyticsEvent[] },
    })),
  );
}

describe('engagement front', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues until connected, then hands events on in order with dwell and visit times', () => {
    vi.useFakeTimers();
    const front = createEngagement();
    front.begin('house1', START);
    front.enterRoom('hall');
    vi.advanceTimersByTime(4000);
    front.enterRoom('kitchen');
    const sink = vi.fn<EngagementSink>();
    front.connect(sink);
    vi.advanceTimersByTime(1500);
    front.end();
    const events = sink.mock.calls.map(([, , event]) => event);
    expect(events).toEqual([
      START,
      { kind: 'room_entered', room: 'hall' },
      { kind: 'room_left', room: 'hall', dwellMs: 4000 },
      { kind: 'room_entered', room: 'kitchen' },
      { kind: 'room_left', room: 'kitchen', dwellMs: 1500 },
      { kind: 'visit_end', durationMs: 5500 },
    ]);
    expect(new Set(sink.mock.calls.map(([tour, visit]) => `${tour} ${visit}`)).size).toBe(1);
    expect(sink.mock.calls[0]?.[1]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('drops everything once disabled', () => {
    const front = createEngagement();
    front.begin('house1', START);
    front.disable();
    const sink = vi.fn();
    front.connect(sink);
    front.record({ kind: 'plan_used' });
    expect(sink).not.toHaveBeenCalled();
  });

  it('hands each waiting event on under its own visit, when one visit ended before the next', () => {
    const front = createEngagement();
    front.begin('house1', START);
    front.end();
    front.begin('house2', START);
    const sink = vi.fn<EngagementSink>();
    front.connect(sink);
    const calls = sink.mock.calls.map(([tour, visit, event]) => ({ tour, visit, kind: event.kind }));
    expect(calls.map(({ tour, kind }) => `${tour} ${kind}`)).toEqual([
      'house1 visit_start',
      'house1 visit_end',
      'house2 visit_start',
    ]);
    expect(calls[0]?.visit).toBe(calls[1]?.visit);
    expect(calls[2]?.visit).not.toBe(calls[0]?.visit);
  });

  it('begins a new visit in the room still shown when the page comes back from the back-forward cache', () => {
    const front = createEngagement();
    const sink = vi.fn<EngagementSink>();
    front.connect(sink);
    front.begin('house1', START);
    front.enterRoom('kitchen');
    front.end();
    front.resume('house1', START);
    front.resume('house1', START);
    const calls = sink.mock.calls.map(([, visit, event]) => ({ visit, event }));
    expect(calls.map(({ event }) => event.kind)).toEqual([
      'visit_start',
      'room_entered',
      'room_left',
      'visit_end',
      'visit_start',
      'room_entered',
    ]);
    expect(calls.at(-1)?.event).toEqual({ kind: 'room_entered', room: 'kitchen' });
    expect(calls.at(-1)?.visit).not.toBe(calls[0]?.visit);
    expect(front.room).toBe('kitchen');
  });
});

describe('sendWaiting', () => {
  it('sends a visit that ends before the sender has started, in order, as one batch', async () => {
    const front = createEngagement();
    front.begin('house1', START);
    front.enterRoom('hall');
    const send = vi.fn<SendBeacon>(() => true);
    sendWaiting(front, { send });
    const batches = await sentBatches(send);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.url).toBe('/api/public/tours/house1/events');
    expect(batches[0]?.batch.events.map((e) => e.kind)).toEqual([
      'visit_start',
      'room_entered',
      'room_left',
      'visit_end',
    ]);
  });

  it('leaves later events waiting for the sender, which gets them when it starts', async () => {
    const front = createEngagement();
    front.begin('house1', START);
    sendWaiting(front, { send: vi.fn<SendBeacon>(() => true) });
    front.resume('house1', START);
    const send = vi.fn<SendBeacon>(() => true);
    const stop = startEngagement(front, send);
    stop();
    const events = (await sentBatches(send)).flatMap((b) => b.batch.events.map((e) => e.kind));
    expect(events).toEqual(['visit_start', 'visit_end']);
  });
});

describe('beacon sender', () => {
  it('sends JSON batches of at most 50 events to the tour’s events URL', async () => {
    const send = vi.fn<SendBeacon>(() => true);
    const sender = createBeaconSender(send);
    for (let i = 0; i < 60; i++) sender.push('house1', 'visit-0123456789abcdef', { kind: 'plan_used' });
    sender.flush();
    const batches = await sentBatches(send);
    expect(batches.map((b) => [b.url, b.type, b.batch.events.length])).toEqual([
      ['/api/public/tours/house1/events', 'application/json', 50],
      ['/api/public/tours/house1/events', 'application/json', 10],
    ]);
  });
});

describe('startEngagement', () => {
  it('samples the view every second on the 5° grid and sends on pagehide', async () => {
    vi.useFakeTimers();
    const front = createEngagement();
    front.begin('house1', START);
    front.enterRoom('hall');
    front.setViewSource(() => ({ yaw: 92.4, pitch: -3 }));
    const send = vi.fn<SendBeacon>(() => true);
    const stop = startEngagement(front, send);
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    vi.useRealTimers();
    const events = (await sentBatches(send)).flatMap((b) => b.batch.events);
    expect(events.filter((e) => e.kind === 'look')).toEqual([
      { kind: 'look', room: 'hall', yaw: 90, pitch: -5 },
      { kind: 'look', room: 'hall', yaw: 90, pitch: -5 },
    ]);
    expect(events.at(-1)).toMatchObject({ kind: 'visit_end' });
  });

  it('leaves the next visit’s events for the next sender once stopped', async () => {
    const front = createEngagement();
    front.begin('house1', START);
    const first = vi.fn<SendBeacon>(() => true);
    startEngagement(front, first)();
    front.begin('house2', START);
    const second = vi.fn<SendBeacon>(() => true);
    startEngagement(front, second)();
    const sent = async (send: Mock<SendBeacon>) =>
      (await sentBatches(send)).map((b) => `${b.url} ${b.batch.events.map((e) => e.kind).join(',')}`);
    expect(await sent(first)).toEqual(['/api/public/tours/house1/events visit_start,visit_end']);
    expect(await sent(second)).toEqual(['/api/public/tours/house2/events visit_start,visit_end']);
  });

  it('sends nothing under Do-Not-Track or Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({}, { doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });
});

describe('deviceClass', () => {
  it('tells phones, tablets and desktops apart by pointer and screen', () => {
    expect(deviceClass(true, 390, 844)).toBe('phone');
    expect(deviceClass(true, 820, 1180)).toBe('tablet');
    expect(deviceClass(false, 1280, 720)).toBe('desktop');
  });
});
