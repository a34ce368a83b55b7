import { LoadPool } from '../source/load-pool.js';
import { loadImage } from '../source/load-image.js';
import { DEFAULT_RETRY } from '../source/retry.js';

/** Prefetched previews kept decoded; a tour rarely has more than a few doors per room. */
const KEEP = 4;

/**
 * Loads scene previews (with retries, outside the tile pool so tile cancellation never
 * touches them) and keeps a few prefetched ones decoded for instant transitions.
 */
export class PreviewLoader {
  readonly #pool = new LoadPool(loadImage, 2, DEFAULT_RETRY);
  readonly #cache = new Map<string, Promise<ImageBitmap>>();
  readonly #onRequest: (url: string) => void;

  /** `onRequest` hears of each preview asked of the network. */
  constructor(onRequest: (url: string) => void) {
    this.#onRequest = onRequest;
  }

  /** Starts loading a preview to have it ready later. */
  prefetch(url: string): void {
    if (this.#cache.has(url)) return;
    this.#cache.set(url, this.#fetch(url, 1));
    while (this.#cache.size > KEEP) {
      const oldest = this.#cache.keys().next().value as string;
      this.#cache.get(oldest)?.then(
        (image) => image.close(),
        () => undefined,
      );
      this.#cache.delete(oldest);
    }
  }

  /** Whether a prefetched preview is loaded or on its way. */
  has(url: string): boolean {
    return this.#cache.has(url);
  }

  /** The decoded preview, handed over to the caller (which must close it). */
  take(url: string): Promise<ImageBitmap> {
    const cached = this.#cache.get(url);
    this.#cache.delete(url);
    return cached ?? this.#fetch(url, 0);
  }

  #fetch(url: string, priority: number): Promise<ImageBitmap> {
    this.#onRequest(url);
    // The pool declines a URL it is already loading; a second scene with the same preview
    // is rare enough to simply load it directly.
    const loading = this.#pool.request(url, priority) ?? loadImage(url, new AbortController().signal);
    loading.catch(() => undefined);
    return loading;
  }

  /** Cancels loads and frees decoded previews. */
  destroy(): void {
    this.#pool.clear();
    for (const loading of this.#cache.values())
      loading.then(
        (image) => image.close(),
        () => undefined,
      );
    this.#cache.clear();
  }
}
