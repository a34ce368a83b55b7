import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceStore } from '@tourview/storage';
import type { DraftCube } from '@tourview/tiler';

/** Cubes kept made: the scenes an editor goes back and forth between, about 1 MB each. */
const KEEP = 12;

/**
 * The editing cubes of draft panoramas, made on first request and kept for the last few
 * source files. A source is content-addressed, so a cube never goes stale; two requests for
 * one that is being made share the work. The tiler is loaded only when a cube is first needed.
 */
export class DraftCubeCache {
  readonly #cubes = new Map<string, Promise<DraftCube>>();
  readonly #sources: SourceStore;

  constructor(sources: SourceStore) {
    this.#sources = sources;
  }

  /** The cube of the source file `sha256`; rejects when it cannot be read or decoded. */
  cubeOf(sha256: string): Promise<DraftCube> {
    const known = this.#cubes.get(sha256);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      this.#cubes.delete(sha256);
      this.#cubes.set(sha256, known);
      return known;
    }
    const making = this.#make(sha256);
    this.#cubes.set(sha256, making);
    making.catch(() => this.#cubes.delete(sha256));
    for (const old of this.#cubes.keys()) {
      if (this.#cubes.size <= KEEP) break;
      this.#cubes.delete(old);
    }
    return making;
  }

  async #make(sha256: string): Promise<DraftCube> {
    const folder = await mkdtemp(join(tmpdir(), 'tourview-cube-'));
    try {
      const file = join(folder, 'panorama');
      await this.#sources.copyTo(sha256, file);
      const { renderDraftCube } = await import('@tourview/tiler');
      return await renderDraftCube(file);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
