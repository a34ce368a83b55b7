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
    const cache = new TextureCache(stage, 64 << 20, tileSource(), () => undefined);
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

  it('uploads only images the current view still wants, and frees the others', async () => {
    const { stage, uploaded } = countingStage();
    const cache = new TextureCache(stage, 64 << 20, tileSource(), () => undefined);
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
    const cache = new TextureCache(stage, 64 << 20, tileSource(), () => undefined);
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
});
