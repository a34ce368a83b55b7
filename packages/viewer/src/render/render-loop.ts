/**
 * Draws on demand: a frame is scheduled only when something asked for one, and the
 * callback says whether it needs another (an animation still running). Idle costs nothing.
 */
export class RenderLoop {
  #handle = 0;
  #stopped = false;
  readonly #frame: (now: number) => boolean;

  constructor(frame: (now: number) => boolean) {
    this.#frame = frame;
  }

  /** Asks for one frame (several asks before it runs still give one frame). */
  request(): void {
    if (this.#handle || this.#stopped) return;
    this.#handle = requestAnimationFrame((now) => {
      this.#handle = 0;
      if (this.#frame(now)) this.request();
    });
  }

  /** Cancels the scheduled frame and refuses new ones. */
  stop(): void {
    cancelAnimationFrame(this.#handle);
    this.#handle = 0;
    this.#stopped = true;
  }
}
