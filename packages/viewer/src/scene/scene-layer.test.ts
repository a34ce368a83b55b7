import { describe, expect, it } from 'vitest';
import type { CubePanorama } from '@tourview/schema';
import type { TextureCache } from '../texture/texture-cache.js';
import { cameraOf } from '../view/projection.js';
import { SceneLayer } from './scene-layer.js';

const PANORAMA: CubePanorama = {
  levels: [
    { tileSize: 512, size: 512 },
    { tileSize: 512, size: 1024 },
  ],
  tileUrl: 'tiles/{z}/{f}/{y}_{x}.webp',
  preview: {
    url: 'preview.webp',
    faceSize: 64,
    inline: { dataUri: 'data:image/webp;base64,AA==', faceSize: 32 },
  },
};
const VIEW = { yaw: 0, pitch: 0, fov: 60 };

/** A texture cache that holds exactly the URLs in `held`. */
function cacheHolding(held: Set<string>): TextureCache {
  return { has: (url: string) => held.has(url) } as unknown as TextureCache;
}

/** A layer holding its inline preview (or the full one), with the view's tiles worked out. */
function layerSeeing(held: Set<string>, inline = true): SceneLayer {
  const layer = new SceneLayer('room', PANORAMA, 'https://cdn.example/tour/');
  layer.holdPreview({ close: () => undefined } as ImageBitmap, inline ? 32 : undefined);
  layer.update(cameraOf(VIEW, 800, 600), VIEW.fov, 1, 'generous', cacheHolding(held));
  return layer;
}

describe('a scene layer showing only its inline preview', () => {
  it('says so while none of the tiles it sees is on the GPU', () => {
    const held = new Set<string>();
    const layer = layerSeeing(held);
    expect(layer.showsOnlyInlinePreview(cacheHolding(held))).toBe(true);
    expect(layer.showsOnlyInlinePreview(cacheHolding(held))).toBe(true);
  });

  it('stops once a tile it sees is on the GPU, and stays stopped when the view turns away from it', () => {
    const held = new Set<string>();
    const layer = layerSeeing(held);
    held.add('https://cdn.example/tour/tiles/0/f/0_0.webp');
    expect(layer.showsOnlyInlinePreview(cacheHolding(held))).toBe(false);
    held.clear();
    expect(layer.showsOnlyInlinePreview(cacheHolding(held))).toBe(false);
  });

  it('never says so for a layer holding its full preview', () => {
    const held = new Set<string>();
    expect(layerSeeing(held, false).showsOnlyInlinePreview(cacheHolding(held))).toBe(false);
  });
});
