import { LIVE_LIMITS, liveViewsDiffer, type LiveView } from '@tourview/schema';

const INTERVAL_MS = 1000 / LIVE_LIMITS.viewsPerSecond;

/**
 * Passes a leader's views on at most `LIVE_LIMITS.viewsPerSecond` times a second and only when
 * they changed: the first at once, then the newest of each interval when it ends, so a guest
 * never waits longer than one interval and never sees a stale view last.
 */
export class ViewThrottle {
  private lastAt = Number.NEGATIVE_INFINITY;
  private lastSent: LiveView | null = null;
  private pending: { from: string; view: LiveView } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly emit: (from: string, view: LiveView) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  offer(from: string, view: LiveView): void {
    const wait = this.lastAt + INTERVAL_MS - this.now();
    if (wait <= 0 && this.timer === null) {
      this.send(from, view);
      return;
    }
    this.pending = { from, view };
    this.timer ??= setTimeout(() => this.flush(), Math.max(wait, 0));
  }

  /** Forgets what was sent, so the next view goes out even if it equals the last (a new leader). */
  reset(): void {
    this.lastSent = null;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    this.timer = null;
    const pending = this.pending;
    this.pending = null;
    if (pending) this.send(pending.from, pending.view);
  }

  private send(from: string, view: LiveView): void {
    if (!liveViewsDiffer(this.lastSent, view)) return;
    this.lastSent = view;
    this.lastAt = this.now();
    this.emit(from, view);
  }
}
