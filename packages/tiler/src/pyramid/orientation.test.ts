import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, faceOf, tileUrl } from '@tourview/schema';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubeReprojector } from '../project/cube-faces.js';
import { WorkerPool } from '../project/worker-pool.js';
import { cubeColours, jpegOf, storedFor } from '../test-support/camera-fixtures.js';
import { FACE_COLOURS, colourDistance, pixelAt, temporaryDataDir } from '../test-support/fixtures.js';
import { SCENE_FILES, tileScene } from './scene-tiles.js';

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let pool: WorkerPool;
beforeAll(async () => {
  data = await temporaryDataDir();
  pool = new WorkerPool(2);
});
afterAll(async () => {
  await pool.close();
  await data.remove();
});

describe('EXIF orientation of a panorama', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('is applied before tiling: orientation %i', async (n) => {
    const shown = await cubeColours(512);
    const file = join(data.dataDir, `oriented-${n}.jpg`);
    writeFileSync(file, await jpegOf(storedFor(shown, n)).withMetadata({ orientation: n }).toBuffer());
    const sceneDir = join(data.dataDir, `scene-${n}`);
    const ctx = { reprojector: new CubeReprojector(pool), limit: pLimit(2) };
    const tiles = await tileScene({ file }, { yaw: 0, pitch: 0, fov: 90 }, sceneDir, ctx);
    const size = tiles.levels[0]?.size ?? 0;
    expect(size).toBe(163);
    for (let k = 0; k < 40; k++) {
      const d = directionOf(((k * 47) % 360) * (Math.PI / 180), (((k * 29) % 170) - 85) * (Math.PI / 180));
      const { face, u, v } = faceOf(d);
      if (Math.min(u, v, 1 - u, 1 - v) < 0.08) continue;
      const tile = join(sceneDir, tileUrl(SCENE_FILES.tiles, { z: 0, face, x: 0, y: 0 }));
      expect(colourDistance(await pixelAt(tile, u * size, v * size), FACE_COLOURS[face])).toBeLessThan(16);
    }
  });
});
