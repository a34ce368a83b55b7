import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlStage } from '../render/gl-stage.js';
import { TextureCache } from './texture-cache.js';

/** A stage that counts uploads instead of making textures. */
function countingStage() {
  const uploaded: ImageBitmap[] = [];
  const stage = {
    lost: false,
    textures: 0,
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
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response(url));
  });
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const url = await blob.text();
    return { width: 256, height: 256, url, close: () => closed.push(url) };
  });
  return { fetched, closed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('texture cache', () => {
  let images: ReturnType<typeof fakeImages>;
  beforeEach(() => {
    images = fakeImages();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('declares what is wanted without fetching; fetching is a separate step', async () => {
    const { stage } = countingStage();
    const cache = new TextureCache(stage, 64 << 20, 6, () => undefined);
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
    const cache = new TextureCache(stage, 64 << 20, 6, () => undefined);
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
});
