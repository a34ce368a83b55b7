import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, faceOf, tileUrl } from '@tourview/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { TourError } from '../errors.js';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { decodePanorama } from '../project/decode-panorama.js';
import { cubeColours, phoneBandOf, pngClaiming } from '../test-support/camera-fixtures.js';
import { FACE_COLOURS, FIXTURES, colourDistance, pixelAt } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { validateFolder } from '../validate/validate-folder.js';
import { importTour } from './import-tour.js';

const data = freshDataDirEachTest();

/** The cube-colours tour with its panorama replaced by `bytes` under `name`. */
function tourWith(name: string, bytes: Buffer): string {
  const folder = join(data.dataDir, 'tour');
  cpSync(join(FIXTURES, 'cube-colours'), folder, { recursive: true });
  writeFileSync(join(folder, name), bytes);
  const manifest = readFileSync(join(folder, 'tour.yaml'), 'utf8');
  writeFileSync(
    join(folder, 'tour.yaml'),
    manifest.replace('panorama: cube-colours.png', `panorama: ${name}`),
  );
  return folder;
}

/** The colour of the published tiles (level 0) in a direction, degrees. */
async function colourAt(
  scene: { panorama: { tileUrl: string; levels: { size: number }[] } },
  yaw: number,
  pitch: number,
) {
  const { face, u, v } = faceOf(directionOf((yaw * Math.PI) / 180, (pitch * Math.PI) / 180));
  const size = scene.panorama.levels[0]?.size ?? 0;
  return {
    face,
    colour: await pixelAt(
      data.mediaFile(tileUrl(scene.panorama.tileUrl, { z: 0, face, x: 0, y: 0 })),
      u * size,
      v * size,
    ),
  };
}

describe('camera files', () => {
  it("places a phone's partial panorama by its GPano XMP, fills the rest calmly and records band and north", async () => {
    const full = await cubeColours(1024);
    const band = full.data.subarray(128 * 1024 * 3, 384 * 1024 * 3);
    const image = await phoneBandOf(full);
    await importTour({ folder: tourWith('phone.jpg', image), dataDir: data.dataDir });
    const scene = (await showTour(data, 'cube-colours')).scenes[0];
    if (!scene) throw new Error('no scene');
    expect(scene.panorama.pitchRange).toEqual({ min: -45, max: 45 });
    expect(scene.north).toBe(-30);
    for (const yaw of [0, 90, 180, -90]) {
      const { face, colour } = await colourAt(scene, yaw, 0);
      expect(colourDistance(colour, FACE_COLOURS[face])).toBeLessThan(16);
    }
    // Above the band: neither black nor a hard colour, but the average of the image's top row.
    const topRow = band.subarray(0, 1024 * 3);
    const average = [0, 1, 2].map(
      (c) => topRow.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / 1024,
    );
    const { colour: zenith } = await colourAt(scene, 0, 89);
    expect(colourDistance(zenith, average)).toBeLessThan(12);
    expect(zenith.reduce((a, b) => a + b, 0)).toBeGreaterThan(200);
  });

  it('converts a Display P3 panorama to sRGB', async () => {
    const { data: pixels, width, height } = await cubeColours(512);
    const p3 = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const stored = await sharp(p3).keepIccProfile().raw().toBuffer();
    expect(colourDistance([...stored.subarray(0, 3)], [...pixels.subarray(0, 3)])).toBeGreaterThan(12);
    await importTour({ folder: tourWith('p3.png', p3), dataDir: data.dataDir });
    const scene = (await showTour(data, 'cube-colours')).scenes[0];
    if (!scene) throw new Error('no scene');
    for (const [yaw, pitch] of [
      [0, 0],
      [90, 0],
      [180, 10],
      [-90, -10],
      [20, 80],
      [-20, -80],
    ] as const) {
      const { face, colour } = await colourAt(scene, yaw, pitch);
      expect(colourDistance(colour, FACE_COLOURS[face])).toBeLessThan(12);
    }
  });

  it('takes a 20000×10000 panorama and works on it at 16384×8192', async () => {
    const file = join(data.dataDir, 'huge.jpg');
    await sharp({ create: { width: 20000, height: 10000, channels: 3, background: '#4080c0' } })
      .jpeg()
      .toFile(file);
    const folder = tourWith('huge.jpg', readFileSync(file));
    await expect(validateFolder(folder)).resolves.toMatchObject({ code: 'cube-colours' });
    const equirect = await decodePanorama(file, await readPanoramaLayout(file), 16384);
    expect([equirect.width, equirect.height]).toEqual([16384, 8192]);
    expect(colourDistance([...equirect.data.subarray(0, 3)], [0x40, 0x80, 0xc0])).toBeLessThan(4);
  });

  it('turns a full-width GPano panorama whose crop starts off yaw 0 round to its place', async () => {
    const full = await cubeColours(1024);
    const file = join(data.dataDir, 'turned.jpg');
    writeFileSync(file, await phoneBandOf(full, 256));
    const equirect = await decodePanorama(file, await readPanoramaLayout(file), 1024);
    // The image's column x lands at x + 256, wrapping round at the back.
    for (const x of [40, 500, 760]) {
      const at = (256 * 1024 + ((x + 256) % 1024)) * 3;
      const source = (256 * 1024 + x) * 3;
      expect(
        colourDistance([...equirect.data.subarray(at, at + 3)], [...full.data.subarray(source, source + 3)]),
      ).toBeLessThan(12);
    }
  });

  it('refuses a decompression bomb before decoding it, saying where', async () => {
    const folder = tourWith('bomb.png', pngClaiming(30000, 20000));
    const error = await validateFolder(folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TourError);
    expect((error as TourError).problems).toEqual([
      'tour.yaml:17: scenes[0].panorama: bomb.png: 30000×20000 is 600 megapixels, more than the 300 an image may have',
    ]);
  });
});
