import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cubeColours, jpegOf, phoneBandOf, storedFor } from '../test-support/camera-fixtures.js';
import {
  colourDistance,
  FACE_COLOURS,
  FIXTURES,
  pixelAt,
  temporaryDataDir,
} from '../test-support/fixtures.js';
import { renderDraftThumbnail } from './draft-thumbnail.js';

describe('renderDraftThumbnail', () => {
  let folder: { dataDir: string; remove: () => Promise<void> };
  beforeEach(async () => {
    folder = await temporaryDataDir();
  });
  afterEach(() => folder.remove());

  let made = 0;
  /** Writes the thumbnail of `file` to a file of its own (sharp caches by path) and returns its path. */
  async function thumbnailOf(file: string, kind: 'panorama' | 'image' | 'plan'): Promise<string> {
    const out = join(folder.dataDir, `thumbnail-${++made}.webp`);
    await writeFile(out, await renderDraftThumbnail(file, kind));
    return out;
  }

  it('makes a panorama a 320×160 strip with each face’s colour where the equirect has it', async () => {
    const thumbnail = await thumbnailOf(join(FIXTURES, 'cube-colours', 'cube-colours.png'), 'panorama');
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    // Yaw 0 is the middle column, yaw 90° three quarters across, the poles the top and bottom rows.
    const places = { f: [160, 80], r: [240, 80], b: [4, 80], l: [80, 80], u: [160, 3], d: [160, 156] };
    for (const [face, [x = 0, y = 0]] of Object.entries(places)) {
      const colour = await pixelAt(thumbnail, x, y);
      expect({
        face,
        near: colourDistance(colour, FACE_COLOURS[face as keyof typeof FACE_COLOURS]) < 24,
      }).toEqual({ face, near: true });
    }
  });

  it('places a partial panorama on its full 2:1 canvas, the rest filled instead of black', async () => {
    const band = join(folder.dataDir, 'band.jpg');
    await writeFile(band, await phoneBandOf(await cubeColours(1024)));
    const thumbnail = await thumbnailOf(band, 'panorama');
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 320, height: 160 });
    expect(colourDistance(await pixelAt(thumbnail, 160, 80), FACE_COLOURS.f)).toBeLessThan(24);
    // Above the band lay no pixels of the photo: the fill carries the band's colours up, never black.
    expect(Math.max(...(await pixelAt(thumbnail, 160, 2)))).toBeGreaterThan(60);
  });

  it('fits a plan inside 320 px keeping its aspect, and never enlarges a small one', async () => {
    const wide = join(folder.dataDir, 'wide.png');
    await sharp({ create: { width: 800, height: 200, channels: 3, background: '#888' } })
      .png()
      .toFile(wide);
    expect(await sharp(await thumbnailOf(wide, 'plan')).metadata()).toMatchObject({ width: 320, height: 80 });
    const small = await thumbnailOf(join(FIXTURES, 'two-rooms', 'plan.png'), 'plan');
    expect(await sharp(small).metadata()).toMatchObject({ width: 160, height: 120 });
  });

  it('turns a photo by its EXIF orientation before fitting it', async () => {
    // Shown upright: 640×320, red on the left half, blue on the right; stored turned (orientation 6).
    const shown = Buffer.alloc(640 * 320 * 3);
    for (let i = 0; i < 640 * 320; i++) shown.set(i % 640 < 320 ? [220, 40, 40] : [40, 80, 220], i * 3);
    const stored = storedFor({ data: shown, width: 640, height: 320 }, 6);
    const photo = join(folder.dataDir, 'photo.jpg');
    await jpegOf(stored).withMetadata({ orientation: 6 }).toFile(photo);
    const thumbnail = await thumbnailOf(photo, 'image');
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 320, height: 160 });
    expect(colourDistance(await pixelAt(thumbnail, 40, 80), [220, 40, 40])).toBeLessThan(24);
    expect(colourDistance(await pixelAt(thumbnail, 280, 80), [40, 80, 220])).toBeLessThan(24);
  });

  it('rejects a file that does not decode', async () => {
    await expect(renderDraftThumbnail(join(FIXTURES, 'corrupt.jpg'), 'image')).rejects.toThrow();
    await expect(renderDraftThumbnail(join(FIXTURES, 'corrupt.jpg'), 'panorama')).rejects.toThrow();
  });
});
