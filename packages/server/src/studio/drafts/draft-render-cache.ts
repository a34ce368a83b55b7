import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceStore } from '@tourview/storage';
import { metrics, type CacheName } from '../../metrics/metrics-sink.js';

/**
 * What the editor is shown of draft source files (a panorama's editing cube, a plan's image),
 * made on first request by `render` and kept for the last `keep` source files. A source is
 * content-addressed, so a rendering never goes stale; two requests for one that is being made
 * share the work. Lookups are counted for monitoring as `name`.
 */
export class DraftRenderCache<T> {
  readonly #made = new Map<string, Promise<T>>();
  readonly #sources: SourceStore;
  readonly #render: (file: string) => Promise<T>;
  readonly #keep: number;
  readonly #name: CacheName;

  constructor(sources: SourceStore, render: (file: string) => Promise<T>, keep: number, name: CacheName) {
    this.#sources = sources;
    this.#render = render;
    this.#keep = keep;
    this.#name = name;
  }

  /** The rendering of the source file `sha256`; rejects when it cannot be read or decoded. */
  of(sha256: string): Promise<T> {
    const known = this.#made.get(sha256);
    metrics().cacheLookup(this.#name, known !== undefined);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      this.#made.delete(sha256);
      this.#made.set(sha256, known);
      return known;
    }
    const making = this.#make(sha256);
    this.#made.set(sha256, making);
    making.catch(() => this.#made.delete(sha256));
    for (const old of this.#made.keys()) {
      if (this.#made.size <= this.#keep) break;
      this.#made.delete(old);
    }
    return making;
  }

  async #make(sha256: string): Promise<T> {
    const folder = await mkdtemp(join(tmpdir(), 'tourview-draft-'));
    try {
      const file = join(folder, 'source');
      await this.#sources.copyTo(sha256, file);
      return await this.#render(file);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
