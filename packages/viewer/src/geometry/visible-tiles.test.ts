import { describe, expect, it } from 'vitest';
import { faceOf, levelsForFaceSize, tilesPerSide } from '@tourview/schema';
import { cameraOf, screenToDirection } from '../view/projection.js';
import { polygonInFrustum, visibleTiles } from './visible-tiles.js';

const LEVELS = levelsForFaceSize(2048, 512);
const UNIT = { left: -1, right: 1, bottom: -1, top: 1 };
const key = (t: { face: string; x: number; y: number }) => `${t.face}${t.x}${t.y}`;

describe('visible tiles', () => {
  it('at yaw 0, pitch 0, fov 86 on a square screen sees exactly the front face', () => {
    const tiles = visibleTiles(cameraOf({ yaw: 0, pitch: 0, fov: 86 }, 500, 500), LEVELS, 2);
    expect(new Set(tiles.map((t) => t.face))).toEqual(new Set(['f']));
    expect(tiles).toHaveLength(16);
  });

  it('orders tiles centre first', () => {
    const tiles = visibleTiles(cameraOf({ yaw: 0, pitch: 0, fov: 86 }, 500, 500), LEVELS, 2);
    const first4 = tiles.slice(0, 4).map(key).sort();
    expect(first4).toEqual(['f11', 'f12', 'f21', 'f22']);
    for (let i = 1; i < tiles.length; i++)
      expect(tiles[i]?.distance).toBeGreaterThanOrEqual(tiles[i - 1]?.distance ?? 0);
  });

  it('a narrow view into a face corner sees the four tiles around it', () => {
    const tiles = visibleTiles(cameraOf({ yaw: 0, pitch: 0, fov: 5 }, 400, 400), LEVELS, 2);
    expect(tiles.map(key).sort()).toEqual(['f11', 'f12', 'f21', 'f22']);
  });

  it('looking right along the f/r edge sees both faces, never the back', () => {
    const tiles = visibleTiles(cameraOf({ yaw: 45, pitch: 0, fov: 60 }, 800, 600), LEVELS, 1);
    const faces = new Set(tiles.map((t) => t.face));
    expect(faces).toEqual(new Set(['f', 'r']));
    expect(tiles.some((t) => t.face === 'f' && t.x === 1)).toBe(true);
    expect(tiles.some((t) => t.face === 'r' && t.x === 0)).toBe(true);
    expect(tiles.some((t) => t.face === 'f' && t.x === 0 && t.y === 0)).toBe(false);
  });

  it('looking straight up sees the up face and the top rows of the sides', () => {
    const tiles = visibleTiles(cameraOf({ yaw: 0, pitch: 90, fov: 90 }, 600, 600), LEVELS, 1);
    expect(tiles.filter((t) => t.face === 'u')).toHaveLength(4);
    expect(tiles.filter((t) => t.face === 'd')).toHaveLength(0);
    expect(tiles.filter((t) => t.face !== 'u').every((t) => t.y === 0)).toBe(true);
  });

  it('leaves out faces that only touch the canvas edge, and takes a face two pixels in', () => {
    // Pitch 0 and 90° high: the up and down faces lie exactly on the top and bottom edges.
    const level = visibleTiles(cameraOf({ yaw: 0, pitch: 0, fov: 90 }, 412, 823), LEVELS, 2);
    expect(new Set(level.map((t) => t.face))).toEqual(new Set(['f']));
    // A pixel at the bottom edge spans 1/823 rad there: tilted down by two, the down face shows.
    const tilted = { yaw: 0, pitch: -(2 / 823) * (180 / Math.PI), fov: 90 };
    const down = visibleTiles(cameraOf(tilted, 412, 823), LEVELS, 2).filter((t) => t.face === 'd');
    expect(down.map(key)).toEqual(expect.arrayContaining(['d10', 'd20']));
  });

  it('clips polygons exactly: a triangle just outside the edge is rejected', () => {
    expect(
      polygonInFrustum(
        [
          [0, 0, -1],
          [0.1, 0, -1],
          [0, 0.1, -1],
        ],
        UNIT,
      ),
    ).toBe(true);
    expect(
      polygonInFrustum(
        [
          [1.1, 0, -1],
          [1.2, 0, -1],
          [1.1, 0.1, -1],
        ],
        UNIT,
      ),
    ).toBe(false);
    expect(
      polygonInFrustum(
        [
          [0, 0, 1],
          [0.1, 0, 1],
          [0, 0.1, 1],
        ],
        UNIT,
      ),
    ).toBe(false);
    // A big quad behind and around the camera that crosses into view is kept.
    expect(
      polygonInFrustum(
        [
          [-5, -5, 1],
          [5, -5, 1],
          [5, 5, -1],
          [-5, 5, -1],
        ],
        UNIT,
      ),
    ).toBe(true);
  });

  it('off-axis, still covers the whole canvas, the part under the page UI included', () => {
    const [W, H] = [1440, 900];
    // Views whose far canvas edge, off-axis, reaches tiles an on-axis frustum would leave out.
    for (const [view, insets] of [
      [
        { yaw: 10, pitch: 0, fov: 75 },
        { top: 0, right: 384, bottom: 0, left: 0 },
      ],
      [
        { yaw: 0, pitch: 0, fov: 75 },
        { top: 0, right: 0, bottom: 300, left: 0 },
      ],
    ] as const) {
      const cam = cameraOf(view, W, H, insets);
      const z = 2;
      const found = new Set(visibleTiles(cam, LEVELS, z).map(key));
      const n = tilesPerSide(LEVELS[z] ?? { size: 1, tileSize: 1 });
      for (let sx = 0; sx <= W; sx += 48) {
        for (const sy of [0, H / 3, H / 2, H]) {
          const hit = faceOf(screenToDirection(cam, sx, sy));
          const tile = {
            face: hit.face,
            x: Math.min(n - 1, Math.floor(hit.u * n)),
            y: Math.min(n - 1, Math.floor(hit.v * n)),
          };
          expect(found, `${sx},${sy} in view ${JSON.stringify(view)}`).toContain(key(tile));
        }
      }
    }
  });
});
