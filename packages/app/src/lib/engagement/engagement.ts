import type { AnalyticsEvent } from '@tourview/schema';

/** Where a connected front hands each event, with the visit it belongs to. */
export type EngagementSink = (tourCode: string, visit: string, event: AnalyticsEvent) => void;

/** Events kept while the sender loads; a visit's first minute fits easily. */
const QUEUE_LIMIT = 200;

/** Sixteen random bytes as base64url (22 characters); held in memory only, never stored. */
function newVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The visit's events as the tour screen reports them. Cheap and synchronous, so the screen can
 * report from its first room; events wait here until the beacon sender (loaded once the page is
 * idle) connects, and are dropped for good where the visitor asked not to be tracked.
 */
export function createEngagement() {
  let visit: { tourCode: string; id: string; startedAt: number } | null = null;
  let room: { id: string; since: number } | null = null;
  /** The room on screen when the visit ended, where a page restored from the back-forward cache is. */
  let lastRoom: string | null = null;
  let sink: EngagementSink | null = null;
  let disabled = false;
  /** Each waiting event with its visit: a visit may end, and the next begin, before the sender connects. */
  let queue: { tourCode: string; id: string; event: AnalyticsEvent }[] = [];
  let viewSource: (() => { yaw: number; pitch: number }) | null = null;

  const record = (event: AnalyticsEvent): void => {
    if (disabled || !visit) return;
    if (sink) sink(visit.tourCode, visit.id, event);
    else if (queue.length < QUEUE_LIMIT) queue.push({ tourCode: visit.tourCode, id: visit.id, event });
  };
  const leaveRoom = (now: number): void => {
    if (room) record({ kind: 'room_left', room: room.id, dwellMs: Math.round(now - room.since) });
    room = null;
  };
  return {
    record,
    /** Starts a visit of a tour (ending the one before). */
    begin(tourCode: string, start: Extract<AnalyticsEvent, { kind: 'visit_start' }>): void {
      if (visit) this.end();
      visit = { tourCode, id: newVisitId(), startedAt: performance.now() };
      lastRoom = null;
      record(start);
    },
    enterRoom(id: string): void {
      if (room?.id === id) return;
      const now = performance.now();
      leaveRoom(now);
      room = { id, since: now };
      lastRoom = id;
      record({ kind: 'room_entered', room: id });
    },
    /**
     * The page is shown again from the back-forward cache after its visit ended as it hid: a
     * new visit of the tour, in the room the page still shows.
     */
    resume(tourCode: string, start: Extract<AnalyticsEvent, { kind: 'visit_start' }>): void {
      if (visit) return;
      const shown = lastRoom;
      this.begin(tourCode, start);
      if (shown) this.enterRoom(shown);
    },
    /** Where the view's direction is read from, while a viewer shows the tour. */
    setViewSource(source: (() => { yaw: number; pitch: number }) | null): void {
      viewSource = source;
    },
    /** The view's direction now, or `null` when no viewer shows the tour. */
    view(): { yaw: number; pitch: number } | null {
      return viewSource?.() ?? null;
    },
    /** The room on screen, for look samples. */
    get room(): string | null {
      return room?.id ?? null;
    },
    /** The visit is over (the page hides, the visitor leaves the tour): dwell and duration go out. */
    end(): void {
      if (!visit) return;
      const now = performance.now();
      leaveRoom(now);
      record({ kind: 'visit_end', durationMs: Math.round(now - visit.startedAt) });
      visit = null;
    },
    /** The sender is ready: waiting events go to it in order, later ones straight away. */
    connect(ready: EngagementSink): void {
      if (disabled) return;
      sink = ready;
      this.drain(ready);
    },
    /** The sender has stopped: events wait again, for the next visit's sender. */
    disconnect(): void {
      sink = null;
    },
    /** Hands the waiting events on, in order, without connecting: later ones wait again. */
    drain(to: EngagementSink): void {
      const waiting = queue;
      queue = [];
      for (const { tourCode, id, event } of waiting) to(tourCode, id, event);
    },
    /** Tracking is not wanted here (Do-Not-Track, Global Privacy Control): nothing is ever sent. */
    disable(): void {
      [disabled, sink, queue] = [true, null, []];
    },
  };
}

/** A visit's event front. */
export type Engagement = ReturnType<typeof createEngagement>;

/** The app's one front; the tour screen begins visits, features record what visitors do. */
export const engagement: Engagement = createEngagement();
