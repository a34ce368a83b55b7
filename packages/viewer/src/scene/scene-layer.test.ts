import { describe, expect, it } from 'vitest';
import { FACES, type CubePanorama } from '@tourview/schema';
import { faceQuad, type Quad } from '../geometry/tile-quad.js';
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
  interface Drawn {
    texture: string;
    uv: UvRect;
    /** The face rectangle the quad covers, found back from its corners. */
    over: { u0: number; v0: number; u1: number; v1: number };
  }

  /** Draws one frame of the layer; returns each quad's texture, the part of it drawn and where. */
  function drawn(held: Set<string>, panorama = PANORAMA): Drawn[] {
    const quads: Drawn[] = [];
    const stage = {
      lost: false,
      createTexture: () => 'preview',
      drawQuad: (texture: string, quad: Quad, uv: UvRect) => quads.push({ texture, uv, over: rectOf(quad) }),
    } as unknown as GlStage;
    const layer = new SceneLayer('room', panorama, 'https://cdn.example/tour/');
    layer.holdPreview({ close: () => undefined } as ImageBitmap);
    layer.update(cameraOf(VIEW, 800, 600), VIEW.fov, 1, 'generous', cacheHolding(held));
    layer.ensurePreview(stage);
    layer.draw(stage, cacheHolding(held), new Float32Array(16), 1);
    return quads;
  }

  /** The front-face rectangle whose corners `faceQuad` made this quad of. */
  function rectOf([tl, , , br]: Quad): Drawn['over'] {
    // On the front face (+z at yaw 0, as the schema's directions put it), u runs with x and v
    // against y, both over [-1, 1].
    const [u0, v0] = [(tl[0] + 1) / 2, (1 - tl[1]) / 2];
    const [u1, v1] = [(br[0] + 1) / 2, (1 - br[1]) / 2];
    return { u0: round(u0), v0: round(v0), u1: round(u1), v1: round(v1) };
  }
  const round = (t: number) => Math.round(t * 1e6) / 1e6;

  // 800×600 at fov 60 needs the 1024 px level and sees only the front face's four tiles of it.
  const f = FACES.indexOf('f');
  const inset = 0.5 / 64;
  const at = (t: number) => inset + t * (1 - 2 * inset);
  const rect = (u0: number, v0: number, u1: number, v1: number) => ({ u0, v0, u1, v1 });
  const quarter = (x: number, y: number) => rect(x / 2, y / 2, (x + 1) / 2, (y + 1) / 2);
  const previewOver = (over: Drawn['over']) => ({
    texture: 'preview',
    uv: { u0: at(over.u0), u1: at(over.u1), v0: (f + at(over.v0)) / 6, v1: (f + at(over.v1)) / 6 },
    over,
  });

  it('sees the front face as the test expects', () => {
    const [tl, tr, bl, br] = faceQuad('f', 0, 0, 1, 1);
    expect([tl, tr, bl, br].map((corner) => rectOf([corner, corner, corner, corner]))).toEqual([
      rect(0, 0, 0, 0),
      rect(1, 0, 1, 0),
      rect(0, 1, 0, 1),
      rect(1, 1, 1, 1),
    ]);
  });

  it('draws the whole face of the preview while nothing finer is in', () => {
    expect(drawn(new Set())).toEqual([previewOver(rect(0, 0, 1, 1))]);
  });

  it('fills each tile once: with its own texture, else its part of the coarser tile, else of the preview', () => {
    const withCoarse = drawn(new Set([tile(1, 0, 0), tile(0, 0, 0)]));
    expect(withCoarse).toHaveLength(4);
    expect(withCoarse).toEqual(
      expect.arrayContaining([
        { texture: tile(1, 0, 0), uv: rect(0, 0, 1, 1), over: quarter(0, 0) },
        { texture: tile(0, 0, 0), uv: quarter(1, 0), over: quarter(1, 0) },
        { texture: tile(0, 0, 0), uv: quarter(0, 1), over: quarter(0, 1) },
        { texture: tile(0, 0, 0), uv: quarter(1, 1), over: quarter(1, 1) },
      ]),
    );
    const withoutCoarse = drawn(new Set([tile(1, 1, 1)]));
    expect(withoutCoarse).toHaveLength(4);
    expect(withoutCoarse).toEqual(
      expect.arrayContaining([
        { texture: tile(1, 1, 1), uv: rect(0, 0, 1, 1), over: quarter(1, 1) },
        previewOver(quarter(0, 0)),
        previewOver(quarter(1, 0)),
        previewOver(quarter(0, 1)),
      ]),
    );
  });

  it('fills a tile that straddles two coarser tiles from both, where the levels do not nest', () => {
    // 768 px in 512 px tiles: a full tile to 2/3 of the face, a part of one after it. The
    // 1024 px level's right and lower tiles (from 1/2) straddle that edge.
    const panorama: CubePanorama = {
      ...PANORAMA,
      levels: [
        { tileSize: 512, size: 768 },
        { tileSize: 512, size: 1024 },
      ],
    };
    const coarse = [tile(0, 0, 0), tile(0, 0, 1), tile(0, 1, 0), tile(0, 1, 1)];
    const quads = drawn(new Set(coarse), panorama);
    const third = 2 / 3;
    const coarseUv = (x: number, y: number, over: Drawn['over']) => {
      const [o0, o1] = x ? [third, 1] : [0, third];
      const [p0, p1] = y ? [third, 1] : [0, third];
      return rect(
        (over.u0 - o0) / (o1 - o0),
        (over.v0 - p0) / (p1 - p0),
        (over.u1 - o0) / (o1 - o0),
        (over.v1 - p0) / (p1 - p0),
      );
    };
    const part = (x: number, y: number, over: Drawn['over']) => ({
      texture: tile(0, y, x),
      uv: coarseUv(x, y, over),
      over: { u0: round(over.u0), v0: round(over.v0), u1: round(over.u1), v1: round(over.v1) },
    });
    // The top-left tile lies in one coarser tile; the top-right in two; the bottom-right in four.
    expect(quads).toEqual(
      expect.arrayContaining([
        part(0, 0, quarter(0, 0)),
        part(0, 0, rect(0.5, 0, third, 0.5)),
        part(1, 0, rect(third, 0, 1, 0.5)),
        part(0, 0, rect(0.5, 0.5, third, third)),
        part(1, 0, rect(third, 0.5, 1, third)),
        part(0, 1, rect(0.5, third, third, 1)),
        part(1, 1, rect(third, third, 1, 1)),
      ]),
    );
    expect(quads).toHaveLength(1 + 2 + 2 + 4);
    expect(quads.some((q) => q.texture === 'preview')).toBe(false);
  });
});
