import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { FACE_COLOURS, FIXTURES, colourDistance, pixelAt } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { importTour } from './import-tour.js';

const data = freshDataDirEachTest();

/** The APPn marker numbers of a JPEG file (APP1: EXIF or XMP, APP2: ICC profile). */
function appMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) break;
    if (marker >= 0xe0 && marker <= 0xef) markers.push(marker - 0xe0);
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

/** The cube-colours tour with the start view set in its manifest. */
function cubeColoursLookingAt(view: string): string {
  const folder = join(data.dataDir, 'tour');
  cpSync(join(FIXTURES, 'cube-colours'), folder, { recursive: true });
  const manifest = readFileSync(join(folder, 'tour.yaml'), 'utf8');
  writeFileSync(
    join(folder, 'tour.yaml'),
    manifest.replace(
      '    panorama: cube-colours.png',
      `    panorama: cube-colours.png\n    initialView: ${view}`,
    ),
  );
  return folder;
}

describe('the link-preview image', () => {
  it('is a 1200×630 JPEG without metadata beside the build, named in the record', async () => {
    const result = await importTour({ folder: join(FIXTURES, 'cube-colours'), dataDir: data.dataDir });
    const tour = await showTour(data, 'cube-colours');
    expect(tour.shareImage).toEqual({
      url: `tours/cube-colours/${result.buildId}/share.jpg`,
      width: 1200,
      height: 630,
    });
    const file = data.mediaFile(tour.shareImage?.url ?? '');
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630, space: 'srgb' });
    expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({});
    expect(appMarkers(readFileSync(file)).filter((n) => n !== 0)).toEqual([]);
    expect(result.shareImage?.bytes).toBe(readFileSync(file).length);
    // The default start view looks at the front face.
    expect(colourDistance(await pixelAt(file, 600, 315), FACE_COLOURS.f)).toBeLessThan(12);
  });

  it('shows the start view the manifest names, as a perspective render', async () => {
    const folder = cubeColoursLookingAt('{ yaw: 45, pitch: 0, fov: 60 }');
    await importTour({ folder, dataDir: data.dataDir });
    const file = data.mediaFile((await showTour(data, 'cube-colours')).shareImage?.url ?? '');
    // The cube edge at yaw 45 splits the view down the middle: front face left, right face right.
    for (const y of [60, 315, 570]) {
      expect(colourDistance(await pixelAt(file, 300, y), FACE_COLOURS.f)).toBeLessThan(12);
      expect(colourDistance(await pixelAt(file, 900, y), FACE_COLOURS.r)).toBeLessThan(12);
    }
  });
});
