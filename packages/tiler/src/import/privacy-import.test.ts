import { createHash } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TILE_SIZE, directionOf, faceOf, tileUrl, type Tour } from '@tourview/schema';
import { openSourceStore } from '@tourview/storage';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { cubeColours } from '../test-support/camera-fixtures.js';
import { FACE_COLOURS, FIXTURES, colourDistance } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { importTour } from './import-tour.js';

const data = freshDataDirEachTest();
const WIDTH = 2048;
const COVER = [0xff, 0x88, 0x00];

/** The cube-colours panorama with fine noise in a square of ±12° around each of `spots`. */
async function noisyPanorama(spots: { yaw: number; pitch: number }[]): Promise<Buffer> {
  const image = await cubeColours(WIDTH);
  const perDeg = WIDTH / 360;
  let state = 7;
  for (const { yaw, pitch } of spots)
    for (let y = Math.round((90 - pitch - 12) * perDeg); y < (90 - pitch + 12) * perDeg; y++)
      for (let x = Math.round((yaw + 180 - 12) * perDeg); x < (yaw + 180 + 12) * perDeg; x++)
        for (let c = 0; c < 3; c++) {
          state = (state * 1103515245 + 12345) >>> 0;
          image.data[(y * WIDTH + x) * 3 + c] = state >>> 24;
        }
  return sharp(image.data, { raw: { width: WIDTH, height: WIDTH / 2, channels: 3 } })
    .png()
    .toBuffer();
}

/** The tour folder: the noisy panorama, a blur region over the first spot, a tripod cover. */
function folderWith(panorama: Buffer): string {
  const folder = join(data.dataDir, 'tour');
  cpSync(join(FIXTURES, 'cube-colours'), folder, { recursive: true });
  writeFileSync(join(folder, 'noisy.png'), panorama);
  const manifest = readFileSync(join(folder, 'tour.yaml'), 'utf8')
    .replace('panorama: cube-colours.png', 'panorama: noisy.png')
    .concat(
      '    initialView: { yaw: 30, pitch: 10, fov: 40 }\n',
      '    blur:\n      - { shape: ellipse, yaw: 30, pitch: 10, width: 24, height: 24 }\n',
      'tripodCover: { size: 20, colour: "#FF8800" }\n',
    );
  writeFileSync(join(folder, 'tour.yaml'), manifest);
  return folder;
}

/** Mean absolute difference of horizontal neighbours in a 16-px square around a point. */
async function detailAround(file: string, cx: number, cy: number): Promise<number> {
  const { data: px, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let count = 0;
  for (let y = Math.round(cy) - 8; y < cy + 8; y++)
    for (let x = Math.round(cx) - 8; x < cx + 8; x++) {
      const o = (y * info.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs((px[o + c + 3] ?? 0) - (px[o + c] ?? 0));
      count += 3;
    }
  return sum / count;
}

/** The tile file of level `z` that shows a direction, and the point's pixel on it. */
function tileAt(scene: Tour['scenes'][number], z: number, yaw: number, pitch: number) {
  const { face, u, v } = faceOf(directionOf((yaw * Math.PI) / 180, (pitch * Math.PI) / 180));
  const size = scene.panorama.levels[z]?.size ?? 0;
  const [px, py] = [u * size, v * size];
  const [x, y] = [Math.floor(px / DEFAULT_TILE_SIZE), Math.floor(py / DEFAULT_TILE_SIZE)];
  const file = data.mediaFile(tileUrl(scene.panorama.tileUrl, { z, face, x, y }));
  return { file, face, x: px - x * DEFAULT_TILE_SIZE, y: py - y * DEFAULT_TILE_SIZE };
}

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data: px, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const o = (Math.floor(y) * info.width + Math.floor(x)) * 3;
  return [...px.subarray(o, o + 3)];
}

describe('publishing with blur regions and a tripod cover', () => {
  it('blurs the region at every level, in the preview, thumbnail and share image, covers the nadir, and keeps the source as uploaded', async () => {
    const panorama = await noisyPanorama([
      { yaw: 30, pitch: 10 },
      { yaw: -30, pitch: 10 },
    ]);
    await importTour({ folder: folderWith(panorama), dataDir: data.dataDir });
    const tour = await showTour(data, 'cube-colours');
    const scene = tour.scenes[0];
    if (!scene) throw new Error('no scene');
    for (const z of scene.panorama.levels.keys()) {
      const blurred = tileAt(scene, z, 30, 10);
      const sharpSpot = tileAt(scene, z, -30, 10);
      expect(await detailAround(sharpSpot.file, sharpSpot.x, sharpSpot.y)).toBeGreaterThan(20);
      expect(await detailAround(blurred.file, blurred.x, blurred.y)).toBeLessThan(3);
      // The nadir of the down face is the cover's colour; 25° above it, past the edge, the face's own.
      const nadir = tileAt(scene, z, 0, -90);
      expect(colourDistance(await pixel(nadir.file, nadir.x, nadir.y), COVER)).toBeLessThan(8);
      const above = tileAt(scene, z, 0, -65);
      expect(colourDistance(await pixel(above.file, above.x, above.y), FACE_COLOURS.d)).toBeLessThan(8);
    }
    // The start view looks at the region: the middle of the share image and thumbnail is blurred.
    const share = data.mediaFile(tour.shareImage?.url ?? '');
    expect(await detailAround(share, 600, 315)).toBeLessThan(3);
    expect(await detailAround(data.mediaFile(scene.thumbnail), 160, 90)).toBeLessThan(3);
    // The preview stacks f r b l u d: the front face's point at yaw 30, pitch 10.
    const front = faceOf(directionOf(Math.PI / 6, Math.PI / 18));
    const previewSize = scene.panorama.preview.faceSize;
    expect(
      await detailAround(
        data.mediaFile(scene.panorama.preview.url),
        front.u * previewSize,
        front.v * previewSize,
      ),
    ).toBeLessThan(3);
    // The source store keeps the panorama byte for byte as it was given.
    const sha256 = createHash('sha256').update(panorama).digest('hex');
    const copy = join(data.dataDir, 'copy.png');
    await openSourceStore({ dataDir: data.dataDir }).copyTo(sha256, copy);
    expect(readFileSync(copy).equals(panorama)).toBe(true);
    // Where the regions lie is not in the published record.
    expect(JSON.stringify(tour)).not.toContain('blur');
  });
});
