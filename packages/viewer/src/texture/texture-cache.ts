import { AbortedError } from '../errors.js';
import type { LoadPool } from '../source/load-pool.js';
import type { GlStage } from '../render/gl-stage.js';
import { LruStore } from './lru-store.js';
import { UploadQueue } from './upload-queue.js';

/** A tile the current view needs, most urgent first by `priority`. */
export interface WantedTexture {
  url: string;
  priority: number;
}

/** What the texture cache tells its owner. */
export interface TextureCacheListener {
  /** An image arrived or failed for good: a frame can show it. */
  settled(): void;
  /** A tile was asked of the network. */
  requested(url: string): void;
}

/** Per frame: about four 512 px tiles. */
const UPLOAD_BYTES_PER_FRAME = 4 * 512 * 512 * 4;

/**
 * Tile textures from request to GPU: the tile source (a load pool the caller hands in, so
 * tests can give it a fake loader) fetches what the view wants, decoded images wait in an
 * upload queue, textures live in an LRU store within the byte budget.
 */
export class TextureCache {
  readonly #store: LruStore<WebGLTexture>;
  readonly #uploads = new UploadQueue<ImageBitmap>(UPLOAD_BYTES_PER_FRAME);
  readonly #failed = new Set<string>();
  #wanted = new Map<string, number>();
  readonly #stage: GlStage;
  readonly #pool: LoadPool<ImageBitmap>;
  readonly #listener: TextureCacheListener;

  constructor(
    stage: GlStage,
    budgetBytes: number,
    pool: LoadPool<ImageBitmap>,
    listener: TextureCacheListener,
  ) {
    this.#stage = stage;
    this.#pool = pool;
    this.#listener = listener;
    this.#store = new LruStore(budgetBytes, (texture) => this.#stage.deleteTexture(texture));
  }

  /** Bytes of textures held. */
  get bytes(): number {
    return this.#store.bytes;
  }

  /**
   * Declares what the view needs now and cancels the rest; only wanted images are uploaded.
   * The missing ones load once {@link fetchWanted} is called.
   */
  want(list: readonly WantedTexture[]): void {
    this.#wanted = new Map(list.map((w) => [w.url, w.priority]));
    this.#pool.retain(new Set(this.#wanted.keys()));
  }

  /**
   * Starts loading what is wanted and neither held, waiting for upload nor failed, in the order
   * {@link want} had them: at most `limit` new loads. Returns whether wanted ones are left unasked.
   */
  fetchWanted(limit = Infinity): boolean {
    let asked = 0;
    for (const [url, priority] of this.#wanted) {
      if (this.#store.has(url) || this.#failed.has(url) || this.#uploads.has(url)) continue;
      if (asked === limit && !this.#pool.has(url)) return true;
      if (this.#request(url, priority)) asked += 1;
    }
    return false;
  }

  /** Asks the pool for a URL; false if it was loading it already (its priority is updated). */
  #request(url: string, priority: number): boolean {
    const loading = this.#pool.request(url, priority);
    if (!loading) return false;
    this.#listener.requested(url);
    loading.then(
      (image) => {
        this.#uploads.add({ key: url, image, bytes: image.width * image.height * 4, priority });
        this.#listener.settled();
      },
      (error: unknown) => {
        if (error instanceof AbortedError) return;
        this.#failed.add(url);
        this.#listener.settled();
      },
    );
    return true;
  }

  /** The texture for a URL if it is on the GPU (counts as a use). */
  texture(url: string): WebGLTexture | undefined {
    return this.#store.get(url);
  }

  /** Whether a URL is on the GPU (does not count as a use). */
  has(url: string): boolean {
    return this.#store.has(url);
  }

  /**
   * Lets tiles that failed be asked for again. A tile fails for good only after the load
   * pool's retries, which a dropped connection exhausts in seconds; without this, every tile
   * that failed while the visitor was offline would stay blurry for the viewer's life.
   */
  retryFailed(): void {
    this.#failed.clear();
  }

  /** Whether a wanted URL is settled: on the GPU or failed for good (until {@link retryFailed}). */
  settled(url: string): boolean {
    return this.#store.has(url) || this.#failed.has(url);
  }

  /** Uploads this frame's share of decoded images; returns whether more are waiting. */
  upload(): boolean {
    const pinned = new Set(this.#wanted.keys());
    for (const { key, image, bytes } of this.#uploads.take()) {
      const texture = this.#wanted.has(key) && !this.#stage.lost ? this.#stage.createTexture(image) : null;
      image.close();
      if (texture) this.#store.set(key, texture, bytes, pinned);
    }
    return this.#uploads.size > 0;
  }

  /** Forgets every texture without deleting it: the lost context already freed them. */
  forgetAll(): void {
    this.#store.clear();
    this.#stage.forgetTextures();
  }

  /** Cancels loads and frees every texture. */
  destroy(): void {
    this.#pool.clear();
    this.#store.clear();
    for (const { image } of this.#uploads.clear()) image.close();
  }
}
