import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlStage } from '../render/gl-stage.js';
import { loadImage } from '../source/load-image.js';
import { LoadPool } from '../source/load-pool.js';
import { TextureCache } from './texture-cache.js';

/** A stage that counts uploads instead of making textures. */
function countingStage() {
  const uploaded: ImageBitmap[] = [];
  const stage = {
    lost: false,
    textures: 0,
    forgetTextures: () => undefined,
    createTexture: (image: ImageBitmap) => {
      uploaded.push(image);
      return {} as WebGLTexture;
    },
    deleteTexture: () => undefined,
  };
  return { stage: stage as unknown as GlStage, uploaded };
}

/** Images that decode at once, each remembering its URL and whether it was closed. */
function fakeImages() {
  const fetched: string[] = [];
  const closed: string[] = [];
  const network = { online: true };
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return network.online ? Promise.resolve(new Response(url)) : Promise.reject(new TypeError('offline'));
  });
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const url = await blob.text();
    return { width: 256, height: 256, url, close: () => closed.push(url) };
  });
  return { fetched, closed, network };
}

/** A stage whose textures name their image, and which logs the ones it deletes. */
function namingStage() {
  const deleted: string[] = [];
  const stage = {
    lost: false,
    forgetTextures: () => undefined,
    createTexture: (image: ImageBitmap & { url: string }) => ({ url: image.url }) as unknown as WebGLTexture,
    deleteTexture: (texture: { url: string }) => deleted.push(texture.url),
  };
  return { stage: stage as unknown as GlStage, deleted };
}

/** The bytes of one fake 256 px tile on the GPU. */
const TILE_BYTES = 256 * 256 * 4;

const quietListener = { settled: () => undefined, requested: () => undefined };

/** The real tile source, without back-off waits between its retries. */
const tileSource = () => new LoadPool(loadImage, 6, { retries: 1, baseDelayMs: 0, maxDelayMs: 0 });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('texture cache', () => {
  let images: ReturnType<typeof fakeImages>;
  beforeEach(() => {
    images = fakeImages();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('declares what is wanted without fetching; fetching is a separate step', async () => {
    const { stage } = countingStage();
    const cache = new TextureCache(stage, 64 << 20, tileSource(), quietListener);
    cache.want([
      { url: 'a', priority: 0 },
      { url: 'b', priority: 1 },
    ]);
    await settle();
    expect(images.fetched).toEqual([]);
    cache.fetchWanted();
    await settle();
    expect(images.fetched).toEqual(['a', 'b']);
  });

  it('asks for at most as many new tiles as it is allowed, in the wanted order, and says whether some are left', async () => {
    const { stage } = countingStage();
    const cache = new TextureCache(stage, 64 << 20, tileSource(), quietListener);
    cache.want(['a', 'b', 'c', 'd'].map((url, priority) => ({ url, priority })));
    expect(cache.fetchWanted(2)).toBe(true);
    await settle();
    expect(images.fetched).toEqual(['a', 'b']);
    // Still loading or not, those asked already count against no allowance.
    cache.want(['a', 'b', 'c', 'd', 'e'].map((url, priority) => ({ url, priority })));
    expect(cache.fetchWanted(1)).toBe(true);
    expect(cache.fetchWanted(1)).toBe(true);
    expect(cache.fetchWanted(1)).toBe(false);
    await settle();
    expect(images.fetched).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Past the allowance only one already loading: nothing is left to ask.
    cache.want([{ url: 'g', priority: 0 }]);
    cache.fetchWanted();
    cache.want(['f', 'g'].map((url, priority) => ({ url, priority })));
    expect(cache.fetchWanted(1)).toBe(false);
    expect(images.fetched.slice(-2)).toEqual(['g', 'f']);
  });

  it('uploads only images the current view still wants, and frees the others', async () => {
    const { stage, uploaded } = countingStage();
    const cache = new TextureCache(stage, 64 << 20, tileSource(), quietListener);
    cache.want([{ url: 'old-scene', priority: 0 }]);
    cache.fetchWanted();
    await settle();
    // A new scene's first frame declares its tiles before uploading, fetching them later.
    cache.want([{ url: 'new-scene', priority: 0 }]);
    cache.upload();
    expect(uploaded).toEqual([]);
    expect(images.closed).toEqual(['old-scene']);
    expect(cache.has('old-scene')).toBe(false);
  });

  it('asks again for tiles that failed while offline once it is told to retry them', async () => {
    const { stage, uploaded } = countingStage();
    const cache = new TextureCache(stage, 64 << 20, tileSource(), quietListener);
    images.network.online = false;
    cache.want([{ url: 'tile', priority: 0 }]);
    cache.fetchWanted();
    await vi.waitFor(() => expect(cache.settled('tile')).toBe(true));
    cache.fetchWanted();
    await settle();
    expect(images.fetched).toEqual(['tile', 'tile']);
    images.network.online = true;
    cache.retryFailed();
    expect(cache.settled('tile')).toBe(false);
    cache.fetchWanted();
    await vi.waitFor(() => {
      cache.upload();
      expect(cache.has('tile')).toBe(true);
    });
    expect(images.fetched).toEqual(['tile', 'tile', 'tile']);
    expect(uploaded).toHaveLength(1);
  });

  describe('eviction within the byte budget', () => {
    /** Makes the view want `urls` and brings every one of them onto the GPU. */
    async function show(cache: TextureCache, urls: string[]) {
      cache.want(urls.map((url, priority) => ({ url, priority })));
      cache.fetchWanted();
      await vi.waitFor(() => {
        cache.upload();
        expect(urls.every((url) => cache.has(url))).toBe(true);
      });
    }

    it('deletes the least recently drawn textures from the stage once over the budget', async () => {
      const { stage, deleted } = namingStage();
      const cache = new TextureCache(stage, 2 * TILE_BYTES, tileSource(), quietListener);
      await show(cache, ['a', 'b']);
      // Drawing a frame uses a texture: 'a' is now the more recent.
      cache.texture('a');
      await show(cache, ['c']);
      expect(deleted).toEqual(['b']);
      expect(cache.has('b')).toBe(false);
      expect(cache.has('a')).toBe(true);
      expect(cache.bytes).toBe(2 * TILE_BYTES);
      await show(cache, ['d']);
      expect(deleted).toEqual(['b', 'a']);
      expect(cache.bytes).toBe(2 * TILE_BYTES);
    });

    it('never evicts a tile the current view wants, even over the budget', async () => {
      const { stage, deleted } = namingStage();
      const cache = new TextureCache(stage, 2 * TILE_BYTES, tileSource(), quietListener);
      await show(cache, ['a', 'b', 'c']);
      expect(deleted).toEqual([]);
      expect(cache.bytes).toBe(3 * TILE_BYTES);
      await show(cache, ['c', 'd']);
      expect(deleted).toEqual(['a', 'b']);
      expect(['c', 'd'].every((url) => cache.has(url))).toBe(true);
      expect(cache.bytes).toBe(2 * TILE_BYTES);
    });

    it('deletes every texture it holds when destroyed', async () => {
      const { stage, deleted } = namingStage();
      const cache = new TextureCache(stage, 64 << 20, tileSource(), quietListener);
      await show(cache, ['a', 'b']);
      cache.destroy();
      expect(deleted.sort()).toEqual(['a', 'b']);
      expect(cache.bytes).toBe(0);
    });
  });
});
