import { attachGyroscope, gyroscopeSupported, requestOrientationPermission } from '../controls/gyroscope.js';
import type { ControlHost } from '../controls/host.js';
import type { InteractionKind } from '../events.js';
import type { PitchRange } from '@tourview/schema';
import { clampView, FULL_SPHERE, viewsDiffer, type View, type ViewLimits } from './camera.js';
import { inertia } from './inertia.js';
import { Motion, type Ticker } from './motion.js';
import { tween } from './tween.js';

/** Where a scene opens unless it says otherwise. */
const DEFAULT_VIEW: View = { yaw: 0, pitch: 0, fov: 75 };

/** What the view control tells the viewer. */
export interface ViewControlListener {
  /** The view changed: draw it. */
  changed(): void;
  /** A ticker started: frames must run until every ticker has finished. */
  ticking(): void;
  /** The user did something. */
  interacted(kind: InteractionKind): void;
}

/**
 * The view and everything that moves it: direct changes, animated looks, coasting after a
 * drag, plugin tickers and the device's orientation. The view it holds is always within the
 * limits; user input stops the animations it started.
 */
export class ViewControl {
  #current: View;
  readonly #motion = new Motion();
  #stopLook: (() => void) | null = null;
  #stopCoast: (() => void) | null = null;
  #stopGyro: (() => void) | null = null;
  #stopped = false;
  #limits: ViewLimits;
  readonly #reducedMotion: boolean;
  readonly #listener: ViewControlListener;

  constructor(limits: ViewLimits, reducedMotion: boolean, listener: ViewControlListener) {
    this.#limits = limits;
    this.#reducedMotion = reducedMotion;
    this.#listener = listener;
    this.#current = clampView(DEFAULT_VIEW, limits);
  }

  /** The view now. */
  get view(): View {
    return this.#current;
  }

  /** Changes the view within the limits; the listener hears of a real change only. */
  set(view: Partial<View>): void {
    if (this.#stopped) return;
    const next = clampView({ ...this.#current, ...view }, this.#limits);
    if (!viewsDiffer(next, this.#current)) return;
    this.#current = next;
    this.#listener.changed();
  }

  /**
   * Stops every animation and opens at `view` over the default one, kept inside `band` from
   * now on (a scene was entered; its panorama's covered band, the full sphere by default).
   * The caller draws.
   */
  place(view: Partial<View>, band: PitchRange = FULL_SPHERE): void {
    this.#stopMotion();
    this.#limits = { ...this.#limits, band };
    this.#current = clampView({ ...DEFAULT_VIEW, ...view }, this.#limits);
  }

  /** What the pointer, wheel and keys on `surface` steer. */
  hostOn(surface: HTMLElement): ControlHost {
    return {
      surface,
      view: () => this.#current,
      setView: (view) => this.set(view),
      interact: (kind) => this.interact(kind),
      coast: (vy, vp) => this.coast(vy, vp),
    };
  }

  /** See `Viewer.lookAt`. */
  lookAt(view: Partial<View>, animate: boolean): Promise<void> {
    this.#stopLook?.();
    this.#stopLook = null;
    const target = clampView({ ...this.#current, ...view }, this.#limits);
    if (this.#stopped || !animate || this.#reducedMotion) {
      this.set(target);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = (): void => {
        stop();
        resolve();
      };
      const stop = this.addTicker(tween(this.#current, target, (v) => this.set(v), finish));
      this.#stopLook = finish;
    });
  }

  /** Runs `ticker` every frame until it returns false or the returned function is called. */
  addTicker(ticker: Ticker): () => void {
    if (this.#stopped) return () => undefined;
    const remove = this.#motion.add(ticker);
    this.#listener.ticking();
    return remove;
  }

  /** Runs the tickers for one frame; returns whether any is still going. */
  step(dtMs: number): boolean {
    return this.#motion.step(dtMs);
  }

  /** User input: stops animated looks and coasting, tells the listener. */
  interact(kind: InteractionKind): void {
    this.#stopMotion();
    this.#listener.interacted(kind);
  }

  /** Keeps turning at the release speed of a drag (degrees per second), slowing down. */
  coast(velocityYaw: number, velocityPitch: number): void {
    if (this.#reducedMotion) return;
    this.#stopCoast?.();
    this.#stopCoast = this.addTicker(
      inertia(velocityYaw, velocityPitch, (dy, dp) =>
        this.set({ yaw: this.#current.yaw + dy, pitch: this.#current.pitch + dp }),
      ),
    );
  }

  /** See `Viewer.enableGyroscope`. */
  async enableGyroscope(): Promise<boolean> {
    if (this.#stopped || !gyroscopeSupported() || !(await requestOrientationPermission())) return false;
    if (this.#stopped) return false;
    this.disableGyroscope();
    this.#stopGyro = attachGyroscope(
      () => this.#current.yaw,
      (yaw, pitch) => {
        this.#listener.interacted('gyroscope');
        this.set({ yaw, pitch });
      },
    );
    return true;
  }

  /** Stops following the device orientation. */
  disableGyroscope(): void {
    this.#stopGyro?.();
    this.#stopGyro = null;
  }

  /** Stops every animation and the gyroscope; the view no longer moves. */
  destroy(): void {
    this.#stopped = true;
    this.#motion.clear();
    this.disableGyroscope();
  }

  #stopMotion(): void {
    this.#stopLook?.();
    this.#stopLook = null;
    this.#stopCoast?.();
    this.#stopCoast = null;
  }
}
