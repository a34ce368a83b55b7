import { describe, expect, it } from 'vitest';
import { FACES, type CubePanorama } from '@tourview/schema';
import type { GlStage, UvRect } from '../render/gl-stage.js';
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

/** A texture cache that holds exactly the URLs in `held`; each URL's texture is the URL. */
function cacheHolding(held: Set<string>): TextureCache {
  return {
    has: (url: string) => held.has(url),
    texture: (url: string) => (held.has(url) ? url : undefined),
  } as unknown as TextureCache;
}

const tile = (z: number, y: number, x: number) => `https://cdn.example/tour/tiles/${z}/f/${y}_${x}.webp`;

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

describe('a scene layer drawing while its tiles come in', () => {
  /** Draws one frame of the layer; returns each quad's texture and the part of it drawn. */
  function drawn(held: Set<string>): { texture: string; uv: UvRect }[] {
    const quads: { texture: string; uv: UvRect }[] = [];
    const stage = {
      lost: false,
      createTexture: () => 'preview',
      drawQuad: (texture: string, _quad: unknown, uv: UvRect) => quads.push({ texture, uv }),
    } as unknown as GlStage;
    const layer = layerSeeing(held, false);
    layer.ensurePreview(stage);
    layer.draw(stage, cacheHolding(held), new Float32Array(16), 1);
    return quads;
  }
  // 800×600 at fov 60 needs the 1024 px level and sees only the front face's four tiles of it.
  const f = FACES.indexOf('f');
  const inset = 0.5 / 64;
  const at = (t: number) => inset + t * (1 - 2 * inset);
  const previewPart = (u0: number, v0: number, u1: number, v1: number) => ({
    texture: 'preview',
    uv: { u0: at(u0), u1: at(u1), v0: (f + at(v0)) / 6, v1: (f + at(v1)) / 6 },
  });

  it('draws the whole face of the preview while nothing finer is in', () => {
    expect(drawn(new Set())).toEqual([previewPart(0, 0, 1, 1)]);
  });

  it('fills each tile once: with its own texture, else its part of the coarser tile, else of the preview', () => {
    const full = { u0: 0, v0: 0, u1: 1, v1: 1 };
    const quarter = (x: number, y: number) => ({ u0: x / 2, v0: y / 2, u1: (x + 1) / 2, v1: (y + 1) / 2 });
    expect(drawn(new Set([tile(1, 0, 0), tile(0, 0, 0)]))).toEqual(
      expect.arrayContaining([
        { texture: tile(1, 0, 0), uv: full },
        { texture: tile(0, 0, 0), uv: quarter(1, 0) },
        { texture: tile(0, 0, 0), uv: quarter(0, 1) },
        { texture: tile(0, 0, 0), uv: quarter(1, 1) },
      ]),
    );
    expect(drawn(new Set([tile(1, 0, 0), tile(0, 0, 0)]))).toHaveLength(4);
    expect(drawn(new Set([tile(1, 1, 1)]))).toEqual(
      expect.arrayContaining([
        { texture: tile(1, 1, 1), uv: full },
        previewPart(0, 0, 0.5, 0.5),
        previewPart(0.5, 0, 1, 0.5),
        previewPart(0, 0.5, 0.5, 1),
      ]),
    );
    expect(drawn(new Set([tile(1, 1, 1)]))).toHaveLength(4);
  });
});
