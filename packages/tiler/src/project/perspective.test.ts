import { join } from 'node:path';
import type { Face, View } from '@tourview/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_COLOURS, FIXTURES, colourDistance } from '../test-support/fixtures.js';
import type { RgbImage } from '../pyramid/encode.js';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { decodePanorama } from './decode-panorama.js';
import type { Equirect } from './equirect.js';
import { renderPerspective, viewerStartView } from './perspective.js';
import { WorkerPool } from './worker-pool.js';

const SIZE = { width: 240, height: 126 };

let pool: WorkerPool;
let equirect: Equirect;
beforeAll(async () => {
  pool = new WorkerPool(3);
  const file = join(FIXTURES, 'cube-colours', 'cube-colours.png');
  equirect = await decodePanorama(file, await readPanoramaLayout(file), 512);
});
afterAll(() => pool.close());

function colourAt(image: RgbImage, x: number, y: number): number[] {
  const o = (Math.floor(y) * image.width + Math.floor(x)) * 3;
  return [...image.data.subarray(o, o + 3)];
}

/** The face whose colour a pixel has, if it is close to one. */
function faceAt(image: RgbImage, x: number, y: number): Face | undefined {
  const colour = colourAt(image, x, y);
  return (Object.keys(FACE_COLOURS) as Face[]).find((f) => colourDistance(colour, FACE_COLOURS[f]) < 12);
}

const render = (view: View) => renderPerspective(equirect, view, SIZE, pool);

describe('renderPerspective', () => {
  it.each<[Face, number, number]>([
    ['f', 0, 0],
    ['r', 90, 0],
    ['b', 180, 0],
    ['l', -90, 0],
    ['u', 0, 90],
    ['d', 0, -90],
  ])('looks at face %s from yaw %d, pitch %d', async (face, yaw, pitch) => {
    const image = await render({ yaw, pitch, fov: 60 });
    expect(faceAt(image, SIZE.width / 2, SIZE.height / 2)).toBe(face);
    expect(faceAt(image, SIZE.width * 0.2, SIZE.height * 0.2)).toBe(face);
  });

  it('turns right with positive yaw: at yaw 45 the front face is on the left, the right face on the right', async () => {
    const image = await render({ yaw: 45, pitch: 0, fov: 60 });
    for (const y of [0.1, 0.5, 0.9].map((t) => t * SIZE.height)) {
      expect(faceAt(image, SIZE.width * 0.3, y)).toBe('f');
      expect(faceAt(image, SIZE.width * 0.7, y)).toBe('r');
    }
    // The cube edge at yaw 45 runs down the middle of the image.
    expect(faceAt(image, SIZE.width / 2 - 2, SIZE.height / 2)).toBe('f');
    expect(faceAt(image, SIZE.width / 2 + 2, SIZE.height / 2)).toBe('r');
  });

  it('looks up with positive pitch: at pitch 45 the up face fills the top half', async () => {
    const image = await render({ yaw: 0, pitch: 45, fov: 60 });
    expect(faceAt(image, SIZE.width / 2, SIZE.height / 2 - 3)).toBe('u');
    expect(faceAt(image, SIZE.width / 2, SIZE.height / 2 + 3)).toBe('f');
    expect(faceAt(image, SIZE.width / 2, 5)).toBe('u');
    expect(faceAt(image, SIZE.width / 2, SIZE.height - 5)).toBe('f');
  });

  it('treats fov as the vertical field of view', async () => {
    // At pitch 0 the up face starts 45° above the horizon: inside a 100° vertical view, outside
    // an 80° one, whatever the (wider) horizontal angle.
    const wide = await render({ yaw: 0, pitch: 0, fov: 100 });
    const narrow = await render({ yaw: 0, pitch: 0, fov: 80 });
    expect(faceAt(wide, SIZE.width / 2, 1)).toBe('u');
    expect(faceAt(narrow, SIZE.width / 2, 1)).toBe('f');
  });

  it('keeps straight lines straight: a cube edge seen at an angle is a line in the image', async () => {
    const image = await render({ yaw: 20, pitch: 30, fov: 90 });
    // For each column, the first row (from the top) that shows the front face, along the
    // edge between the up and front faces (the left face shows further left).
    const points: [number, number][] = [];
    for (let x = 60; x <= 130; x += 5) {
      let y = 0;
      while (y < SIZE.height && faceAt(image, x, y) !== 'f') y++;
      points.push([x, y]);
    }
    const [x0, y0] = points[0] ?? [0, 0];
    const [x1, y1] = points.at(-1) ?? [0, 0];
    const slope = (y1 - y0) / (x1 - x0);
    expect(Math.abs(slope)).toBeGreaterThan(0.1);
    for (const [x, y] of points) expect(Math.abs(y - (y0 + slope * (x - x0)))).toBeLessThanOrEqual(1.5);
  });
});

describe('viewerStartView', () => {
  it("keeps the view's top edge below the pole and the fov inside the viewer's limits", () => {
    expect(viewerStartView({ yaw: 10, pitch: 80, fov: 80 })).toEqual({ yaw: 10, pitch: 50, fov: 80 });
    expect(viewerStartView({ yaw: 0, pitch: -10, fov: 120 })).toEqual({ yaw: 0, pitch: -10, fov: 100 });
    expect(viewerStartView({ yaw: 0, pitch: 0, fov: 10 })).toEqual({ yaw: 0, pitch: 0, fov: 30 });
  });
});
