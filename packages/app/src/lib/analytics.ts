/**
 * The events the product measures and their parameters. Names and keys are snake_case,
 * as Google Analytics expects; values are strings or numbers.
 */
export interface AnalyticsEvents {
  tour_opened: { tour_code: string };
  scene_entered: { tour_code: string; scene_id: string };
  hotspot_used: { tour_code: string; scene_id: string; hotspot_kind: 'link' | 'info'; hotspot_id: string };
  video_played: { tour_code: string };
  /** Sent once per threshold of one playback. */
  video_progress: { tour_code: string; percent: 25 | 50 | 75 | 100 };
  chapter_used: { tour_code: string; chapter_index: number; scene_id?: string };
  enquiry_sent: { tour_code: string };
  loan_calculator_opened: { tour_code: string };
}

/** The name of a measured event. */
export type AnalyticsEventName = keyof AnalyticsEvents;

/** Parameters as they reach the analytics backend. */
export type AnalyticsParams = Record<string, string | number>;

/** Where ready analytics sends events (Firebase's `logEvent`, bound to its instance). */
export type AnalyticsSink = (event: AnalyticsEventName, params: AnalyticsParams) => void;

/** `pending` until Firebase decides; then `ready` (events are sent) or `disabled` (dropped). */
export type AnalyticsState = 'pending' | 'ready' | 'disabled';

/** The app's analytics; `track` never throws and never waits. */
export interface Analytics {
  track<E extends AnalyticsEventName>(event: E, params: AnalyticsEvents[E]): void;
  /** Analytics is ready: queued events go out in order, later ones straight away. */
  connect(sink: AnalyticsSink): void;
  /** Analytics will not run here (no measurement id, unsupported browser, failed load). */
  disable(): void;
  readonly state: AnalyticsState;
}

/** How many events wait for analytics to become ready; later ones are dropped. */
export const DEFAULT_QUEUE_LIMIT = 50;

/**
 * Creates an analytics front. Events tracked before Firebase is ready are queued (up to
 * `queueLimit`, keeping the earliest, so `tour_opened` survives a slow start) and sent on
 * `connect`; after `disable` every event is dropped.
 */
export function createAnalytics({ queueLimit = DEFAULT_QUEUE_LIMIT } = {}): Analytics {
  let state: AnalyticsState = 'pending';
  let sink: AnalyticsSink | undefined;
  let queue: [AnalyticsEventName, AnalyticsParams][] = [];
  const send = (event: AnalyticsEventName, params: AnalyticsParams) => sendSafely(sink, event, params);
  return {
    get state() {
      return state;
    },
    track(event, params) {
      const clean = definedParams(params);
      if (state === 'ready') send(event, clean);
      else if (state === 'pending' && queue.length < queueLimit) queue.push([event, clean]);
    },
    connect(ready) {
      if (state !== 'pending') return;
      [state, sink] = ['ready', ready];
      for (const [event, params] of queue) send(event, params);
      queue = [];
    },
    disable() {
      [state, sink, queue] = ['disabled', undefined, []];
    },
  };
}

function sendSafely(sink: AnalyticsSink | undefined, event: AnalyticsEventName, params: AnalyticsParams) {
  try {
    sink?.(event, params);
  } catch {
    // Measuring must never break the visit.
  }
}

function definedParams(params: object): AnalyticsParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as AnalyticsParams;
}

/** The app's one analytics front; `initFirebase` connects or disables it. */
export const analytics: Analytics = createAnalytics();
