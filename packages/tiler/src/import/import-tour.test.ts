import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FACES,
  directionOf,
  directionOfFacePoint,
  faceOf,
  tileRect,
  tileUrl,
  tilesOfLevel,
  tourSchema,
  type Tour,
} from '@tourview/schema';
import { scratchStorage } from '@tourview/storage/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TourError } from '../errors.js';
import { listTours, removeTour, showTour } from '../commands/tours.js';
import { FACE_COLOURS, FIXTURES, colourDistance, pixelAt } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { importTour } from './import-tour.js';

const data = freshDataDirEachTest();

/** Every media file a tour record refers to (tiles expanded). */
function mediaFilesOf(tour: Tour): string[] {
  const files = tour.scenes.flatMap((scene) => [
    scene.thumbnail,
    scene.panorama.preview.url,
    ...scene.panorama.levels
      .flatMap((_, z) => tilesOfLevel(scene.panorama.levels, z))
      .map((t) => tileUrl(scene.panorama.tileUrl, t)),
    ...scene.infos.flatMap((i) => (i.image ? [i.image] : [])),
  ]);
  files.push(...tour.floorPlans.map((p) => p.image));
  if (tour.shareImage) files.push(tour.shareImage.url);
  if (tour.video)
    files.push(...tour.video.sources.map((s) => s.url), ...tour.video.captions.map((c) => c.url));
  return files;
}

function firstScene(tour: Tour): Tour['scenes'][number] {
  const [scene] = tour.scenes;
  if (!scene) throw new Error('The tour has no scene.');
  return scene;
}

describe('importTour', () => {
  it('writes tiles whose colours match the reference cube at sampled directions', async () => {
    const result = await importTour({
      folder: join(FIXTURES, 'cube-colours'),
      dataDir: data.dataDir,
      threads: 2,
    });
    const tour = await showTour(data, 'cube-colours');
    const scene = firstScene(tour);
    // 512 px around: 512 / π px per face is the source's own resolution.
    expect(scene.panorama.levels).toEqual([{ tileSize: 512, size: 163 }]);
    expect(result.scenes[0]?.bytesPerLevel[0]).toBeGreaterThan(0);
    for (let k = 0; k < 60; k++) {
      const d = directionOf(((k * 47) % 360) * (Math.PI / 180), (((k * 29) % 170) - 85) * (Math.PI / 180));
      const { face, u, v } = faceOf(d);
      if (Math.min(u, v, 1 - u, 1 - v) < 0.05) continue;
      const file = data.mediaFile(tileUrl(scene.panorama.tileUrl, { z: 0, face, x: 0, y: 0 }));
      expect(colourDistance(await pixelAt(file, u * 163, v * 163), FACE_COLOURS[face])).toBeLessThan(12);
    }
  });

  it('cuts edge tiles to the face size when it is not a multiple of the tile size', async () => {
    const folder = join(data.dataDir, 'odd-size');
    cpSync(join(FIXTURES, 'cube-colours'), folder, { recursive: true });
    const big = await sharp(join(folder, 'cube-colours.png'))
      .resize(4900, 2450, { kernel: 'nearest' })
      .toBuffer();
    writeFileSync(join(folder, 'cube-colours.png'), big);
    await importTour({ folder, dataDir: data.dataDir });
    const { panorama } = firstScene(await showTour(data, 'cube-colours'));
    // 4900 / π = 1560 px: three whole tiles on top, halved below.
    expect(panorama.levels).toEqual([
      { tileSize: 512, size: 384 },
      { tileSize: 512, size: 768 },
      { tileSize: 512, size: 1536 },
    ]);
    for (const tile of tilesOfLevel(panorama.levels, 1)) {
      const file = data.mediaFile(tileUrl(panorama.tileUrl, tile));
      const { width, height } = await sharp(file).metadata();
      const rect = tileRect({ tileSize: 512, size: 768 }, tile.x, tile.y);
      expect({ width, height }).toEqual({ width: rect.width, height: rect.height });
      expect(
        colourDistance(await pixelAt(file, rect.width / 2, rect.height / 2), FACE_COLOURS[tile.face]),
      ).toBeLessThan(12);
    }
  });

  it('writes the preview as six faces stacked in FACES order, and a thumbnail of the start view', async () => {
    await importTour({ folder: join(FIXTURES, 'cube-colours'), dataDir: data.dataDir });
    const scene = firstScene(await showTour(data, 'cube-colours'));
    const size = scene.panorama.preview.faceSize;
    expect(size).toBe(163);
    for (const [i, face] of FACES.entries()) {
      const colour = await pixelAt(data.mediaFile(scene.panorama.preview.url), size / 2, i * size + size / 2);
      expect(colourDistance(colour, FACE_COLOURS[face])).toBeLessThan(12);
    }
    // The default start view looks at yaw 0, pitch 0: the front face's centre.
    expect(
      colourDistance(await pixelAt(data.mediaFile(scene.thumbnail), 160, 90), FACE_COLOURS.f),
    ).toBeLessThan(12);
    const centre = directionOfFacePoint({ face: 'f', u: 0.5, v: 0.5 });
    expect(faceOf(centre).face).toBe('f');
  });

  it('imports a tour with links, a floor plan and a video, every media file in place', async () => {
    const events: string[] = [];
    const result = await importTour({
      folder: join(FIXTURES, 'two-rooms'),
      dataDir: data.dataDir,
      onProgress: (e) => events.push(e.type),
    });
    expect(result).toMatchObject({ code: 'two-rooms', skipped: false, replaced: false });
    const tour = await showTour(data, 'two-rooms');
    expect(tourSchema.safeParse(tour).success).toBe(true);
    expect(tour.startScene).toBe('living');
    expect(tour.floorPlans[0]).toMatchObject({ width: 160, height: 120 });
    expect(tour.video?.duration).toBeCloseTo(2, 1);
    expect(tour.video?.sources[0]?.type).toBe('video/mp4');
    expect(tour.scenes[1]?.initialView).toEqual({ yaw: 0, pitch: 0, fov: 90 });
    for (const ref of mediaFilesOf(tour)) {
      expect(ref.startsWith(`tours/two-rooms/${result.buildId}/`)).toBe(true);
      expect(existsSync(data.mediaFile(ref)), ref).toBe(true);
    }
    expect(events.filter((e) => e === 'scene')).toHaveLength(2);
    expect(events.filter((e) => e === 'level')).toHaveLength(12);
    expect(await listTours(data)).toMatchObject([{ code: 'two-rooms', scenes: 2 }]);
  });

  it('stores texts written per language as given, with the default language', async () => {
    const folder = join(data.dataDir, 'languages');
    cpSync(join(FIXTURES, 'cube-colours'), folder, { recursive: true });
    const manifest = readFileSync(join(folder, 'tour.yaml'), 'utf8')
      .replace('title: Cube colours', 'title: { en: Cube colours, de: Farbwürfel }\ndefaultLanguage: de')
      .replace('title: Colour cube', 'title: { en: Colour cube, de-AT: Farbwürfel }');
    writeFileSync(join(folder, 'tour.yaml'), manifest);
    await importTour({ folder, dataDir: data.dataDir });
    const tour = await showTour(data, 'cube-colours');
    expect(tour).toMatchObject({ title: { en: 'Cube colours', de: 'Farbwürfel' }, defaultLanguage: 'de' });
    expect(firstScene(tour).title).toEqual({ en: 'Colour cube', 'de-AT': 'Farbwürfel' });
    expect(await listTours(data)).toMatchObject([{ title: 'Farbwürfel' }]);
  });

  it('refuses an existing code unless told to replace it or skip it', async () => {
    const folder = join(FIXTURES, 'two-rooms');
    const first = await importTour({ folder, dataDir: data.dataDir });
    const before = await showTour(data, 'two-rooms');
    await expect(importTour({ folder, dataDir: data.dataDir })).rejects.toMatchObject({
      code: 'tour_exists',
    });
    const skipped = await importTour({ folder, dataDir: data.dataDir, code: 'two-rooms', ifMissing: true });
    expect(skipped.skipped).toBe(true);
    const second = await importTour({ folder, dataDir: data.dataDir, replace: true });
    expect(second.replaced).toBe(true);
    const after = await showTour(data, 'two-rooms');
    expect(after.createdAt).toBe(before.createdAt);
    for (const ref of mediaFilesOf(after)) expect(existsSync(data.mediaFile(ref)), ref).toBe(true);
    // The replaced build outlives one import, for visitors still on the old record.
    for (const ref of mediaFilesOf(before)) expect(existsSync(data.mediaFile(ref)), ref).toBe(true);
    // Every version's build stays, so any version can be rolled back to.
    await importTour({ folder, dataDir: data.dataDir, replace: true });
    expect(existsSync(data.mediaFile(`tours/two-rooms/${first.buildId}`))).toBe(true);
    expect(existsSync(data.mediaFile(`tours/two-rooms/${second.buildId}`))).toBe(true);
  });

  it('writes nothing for an invalid folder', async () => {
    const error = await importTour({
      folder: join(FIXTURES, 'broken', 'link-target'),
      dataDir: data.dataDir,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TourError);
    expect((error as TourError).message).toContain('scenes[1].links[0].target: no scene "hal"');
    expect(existsSync(join(data.dataDir, 'media'))).toBe(false);
    expect(await listTours(data)).toEqual([]);
  });

  it('removes a tour with its media', async () => {
    await importTour({ folder: join(FIXTURES, 'two-rooms'), dataDir: data.dataDir });
    await removeTour(data, 'two-rooms');
    expect(await listTours(data)).toEqual([]);
    expect(existsSync(data.mediaFile('tours/two-rooms'))).toBe(false);
    await expect(removeTour(data, 'two-rooms')).rejects.toMatchObject({ code: 'tour_not_found' });
    await expect(showTour(data, 'two-rooms')).rejects.toMatchObject({ code: 'tour_not_found' });
  });

  it('stores the record in PostgreSQL when given a database URL', async () => {
    const scratch = await scratchStorage('postgres');
    try {
      const location = scratch.options;
      await importTour({ ...location, folder: join(FIXTURES, 'cube-colours') });
      expect(await listTours(location)).toMatchObject([{ code: 'cube-colours', scenes: 1 }]);
      expect(await listTours({ dataDir: location.dataDir })).toEqual([]);
      const scene = firstScene(await showTour(location, 'cube-colours'));
      expect(existsSync(join(location.dataDir, 'media', scene.panorama.preview.url))).toBe(true);
    } finally {
      await scratch.remove();
    }
  });
});
