import { easeInOut } from '../view/angles.js';
import { lerpView, type View } from '../view/camera.js';
import type { SceneLayer } from './scene-layer.js';

/** Length of the cross-fade between scenes. */
export const FADE_MS = 600;

/**
 * The scene being left: drawn over the new one while it fades out and zooms toward the
 * door the user took, so the move reads as walking through it.
 */
export class FadeOut {
  #elapsed = 0;
  readonly #from: View;
  readonly #toward: { yaw: number; pitch: number } | undefined;

  constructor(
    readonly layer: SceneLayer,
    from: View,
    toward: { yaw: number; pitch: number } | undefined,
  ) {
    this.#from = from;
    this.#toward = toward;
  }

  /** Advances the fade; returns false when it is over. */
  step(dtMs: number): boolean {
    this.#elapsed += dtMs;
    return this.#elapsed < FADE_MS;
  }

  /** Whether the fade has run its length: the old scene can go. */
  get over(): boolean {
    return this.#elapsed >= FADE_MS;
  }

  get #t(): number {
    return easeInOut(Math.min(1, this.#elapsed / FADE_MS));
  }

  /** Opacity of the old scene now. */
  get alpha(): number {
    return 1 - this.#t;
  }

  /** The old scene's camera now: turning toward the door and narrowing the field of view. */
  get view(): View {
    const target = this.#toward
      ? { ...this.#toward, fov: this.#from.fov * 0.6 }
      : { ...this.#from, fov: this.#from.fov * 0.8 };
    return lerpView(this.#from, target, this.#t);
  }
}
