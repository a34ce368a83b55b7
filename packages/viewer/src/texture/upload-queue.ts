/** A decoded image waiting to become a texture. */
export interface PendingUpload<I> {
  key: string;
  image: I;
  bytes: number;
  priority: number;
}

/**
 * Decoded images wait here and go to the GPU a few per frame: uploading a dozen 512 px
 * tiles in one frame stalls it for tens of milliseconds on a phone and drops frames.
 */
export class UploadQueue<I> {
  readonly #pending = new Map<string, PendingUpload<I>>();
  readonly #bytesPerFrame: number;

  constructor(bytesPerFrame: number) {
    this.#bytesPerFrame = bytesPerFrame;
  }

  /** Number of images waiting. */
  get size(): number {
    return this.#pending.size;
  }

  /** Adds an image to upload. */
  add(upload: PendingUpload<I>): void {
    this.#pending.set(upload.key, upload);
  }

  /** Whether an image for the key is waiting. */
  has(key: string): boolean {
    return this.#pending.has(key);
  }

  /** Empties the queue, returning what was waiting so the caller can free it. */
  clear(): PendingUpload<I>[] {
    const all = [...this.#pending.values()];
    this.#pending.clear();
    return all;
  }

  /** This frame's share, most urgent first; always at least one so progress never stalls. */
  take(): PendingUpload<I>[] {
    const sorted = [...this.#pending.values()].sort((a, b) => a.priority - b.priority);
    const batch: PendingUpload<I>[] = [];
    let bytes = 0;
    for (const upload of sorted) {
      if (batch.length > 0 && bytes + upload.bytes > this.#bytesPerFrame) break;
      batch.push(upload);
      bytes += upload.bytes;
      this.#pending.delete(upload.key);
    }
    return batch;
  }
}
