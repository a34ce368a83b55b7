/**
 * Least-recently-used store with a byte budget: adding past the budget disposes the
 * entries used longest ago, except those pinned for the frame being drawn.
 */
export class LruStore<T> {
  // Map keeps insertion order; re-inserting on use makes the first entry the oldest.
  readonly #entries = new Map<string, { value: T; bytes: number }>();
  #used = 0;
  readonly #budgetBytes: number;
  readonly #dispose: (value: T, key: string) => void;

  constructor(budgetBytes: number, dispose: (value: T, key: string) => void) {
    this.#budgetBytes = budgetBytes;
    this.#dispose = dispose;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#used;
  }

  /** Whether a key is present, without counting as a use. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The value for a key, marking it as just used. */
  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Adds or replaces an entry, then evicts down to the budget sparing `pinned` keys. */
  set(key: string, value: T, bytes: number, pinned: ReadonlySet<string> = new Set()): void {
    this.delete(key);
    this.#entries.set(key, { value, bytes });
    this.#used += bytes;
    this.#evict(pinned);
  }

  /** Removes and disposes one entry. */
  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#used -= entry.bytes;
    this.#dispose(entry.value, key);
  }

  /** Removes and disposes every entry. */
  clear(): void {
    for (const key of [...this.#entries.keys()]) this.delete(key);
  }

  #evict(pinned: ReadonlySet<string>): void {
    for (const key of [...this.#entries.keys()]) {
      if (this.#used <= this.#budgetBytes) return;
      if (!pinned.has(key)) this.delete(key);
    }
  }
}
