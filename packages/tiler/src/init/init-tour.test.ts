import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { showTour } from '../commands/tours.js';
import { TourError } from '../errors.js';
import { importTour } from '../import/import-tour.js';
import { MANIFEST_JSON_SCHEMA_FILE } from '../manifest/json-schema-file.js';
import { cubeColours, jpegOf } from '../test-support/camera-fixtures.js';
import { temporaryDataDir } from '../test-support/fixtures.js';
import { validateFolder } from '../validate/validate-folder.js';
import { initTour } from './init-tour.js';

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let folder: string;

beforeEach(async () => {
  data = await temporaryDataDir();
  folder = join(data.dataDir, 'flat 12');
  mkdirSync(folder);
  const panorama = await cubeColours(256);
  await jpegOf(panorama).toFile(join(folder, '01-living-room.jpg'));
  await jpegOf(panorama).png().toFile(join(folder, '02-kitchen.png'));
  await jpegOf(panorama).webp().toFile(join(folder, '10-kitchen.webp'));
  await sharp({ create: { width: 160, height: 120, channels: 3, background: '#d0c8b0' } })
    .png()
    .toFile(join(folder, 'plan.png'));
  await jpegOf(panorama).toFile(join(folder, 'Küche 2.jpg'));
  writeFileSync(join(folder, 'scan.tif'), 'not looked at');
  writeFileSync(join(folder, 'notes.txt'), 'not an image');
});
afterEach(() => data.remove());

/** Problems validation reports for the folder, or none. */
async function problemsOf(code?: string): Promise<readonly string[]> {
  return validateFolder(folder, code).then(
    () => [],
    (error: unknown) => (error instanceof TourError ? error.problems : Promise.reject(error)),
  );
}

/** What an operator writes in place of each placeholder, by field name. */
const ANSWERS: Record<string, unknown> = {
  title: 'Flat 12',
  line1: '12 Test Street',
  city: 'Testville',
  country: 'NL',
  listing: 'sale',
  amount: 350000,
  currency: 'EUR',
  bedrooms: 2,
  bathrooms: 1,
  value: 72,
  unit: 'm2',
  description: 'A bright flat.',
  name: 'Ann Agent',
  agency: 'Test Homes',
};

function fillIn(node: unknown, key = ''): unknown {
  if (key === 'code') return node;
  if (typeof node === 'string' && node.startsWith('<fill in:')) return ANSWERS[key] ?? `${key} filled in`;
  if (Array.isArray(node)) return node.map((item) => fillIn(item));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillIn(v, k)]));
}

describe('initTour', () => {
  it('writes a starter manifest that import completes once its placeholders are filled in', async () => {
    const result = await initTour(folder);
    expect(result.scenes.map((s) => [s.id, s.title, s.file])).toEqual([
      ['living-room', 'Living room', '01-living-room.jpg'],
      ['kitchen', 'Kitchen', '02-kitchen.png'],
      ['kitchen-2', 'Kitchen', '10-kitchen.webp'],
    ]);
    expect(result.skipped).toEqual([
      'Küche 2.jpg: a manifest names files by letters, digits, ".", "_" and "-" only; rename it',
      expect.stringMatching(/^plan\.png: 160×120 is not 2:1/),
      'scan.tif: TIFF is not a format tour import reads; save it as JPEG, PNG or WebP',
    ]);
    const text = readFileSync(join(folder, 'tour.yaml'), 'utf8');
    const schemaPath = /^# yaml-language-server: \$schema=(.+)\n/.exec(text)?.[1] ?? '';
    expect(resolve(folder, schemaPath)).toBe(MANIFEST_JSON_SCHEMA_FILE);
    expect(text).toContain(`title: "<fill in: the listing’s title>"`);
    const manifest = parse(text) as { startScene: string; scenes: Record<string, unknown>[] };
    expect(manifest.startScene).toBe('living-room');
    expect(manifest.scenes[0]).toMatchObject({ initialView: { yaw: 0, pitch: 0, fov: 90 }, links: [] });

    const problems = await problemsOf();
    expect(problems).toEqual([
      'tour.yaml:4: code: still to fill in: the tour code visitors type: 3–64 letters, digits, - and _ (or pass --code to tour import)',
      'tour.yaml:5: title: still to fill in: the listing’s title',
      'tour.yaml:8: property.address.line1: still to fill in: street and number',
      'tour.yaml:10: property.address.city: still to fill in: town or city',
      'tour.yaml:11: property.address.country: still to fill in: country code, two capital letters: NL, DE, GB',
      'tour.yaml:12: property.listing: still to fill in: sale or rent',
      'tour.yaml:14: property.price.amount: still to fill in: the price in whole currency units, e.g. 350000 (for rent, per month)',
      'tour.yaml:15: property.price.currency: still to fill in: currency code, three capital letters: EUR, GBP, USD',
      'tour.yaml:16: property.bedrooms: still to fill in: number of bedrooms',
      'tour.yaml:17: property.bathrooms: still to fill in: number of bathrooms, in halves: 1, 1.5, 2',
      'tour.yaml:19: property.floorArea.value: still to fill in: the living area, a number',
      'tour.yaml:20: property.floorArea.unit: still to fill in: m2 or ft2',
      'tour.yaml:21: property.description: still to fill in: the listing’s text',
      'tour.yaml:23: property.agent.name: still to fill in: the agent’s name',
      'tour.yaml:24: property.agent.agency: still to fill in: the agency’s name',
      'tour.yaml:30: scenes[0].description: still to fill in: what the living room looks like, read out by screen readers',
      'tour.yaml:36: scenes[1].description: still to fill in: what the kitchen looks like, read out by screen readers',
      'tour.yaml:42: scenes[2].description: still to fill in: what the kitchen looks like, read out by screen readers',
    ]);

    const withCode = await problemsOf('flat-12');
    expect(withCode).toEqual(problems.filter((p) => !p.includes(' code: ')));

    const filled = fillIn(manifest) as typeof manifest;
    (filled.scenes[0] as { initialView: { yaw: number } }).initialView.yaw = 240;
    writeFileSync(join(folder, 'tour.yaml'), stringify(filled));
    expect(await problemsOf()).toEqual([
      expect.stringMatching(/^tour\.yaml:\d+: code: still to fill in: the tour code/),
    ]);
    await importTour({ folder, code: 'flat-12', dataDir: data.dataDir, threads: 1 });
    const tour = await showTour({ dataDir: data.dataDir }, 'flat-12');
    expect(tour.scenes.map((s) => s.id)).toEqual(['living-room', 'kitchen', 'kitchen-2']);
    expect(tour.scenes[0]?.initialView.yaw).toBe(-120);
  });

  it('refuses to replace a manifest unless forced', async () => {
    writeFileSync(join(folder, 'tour.json'), '{}');
    await expect(initTour(folder)).rejects.toMatchObject({ code: 'manifest_exists' });
    expect(existsSync(join(folder, 'tour.yaml'))).toBe(false);
    await expect(initTour(folder, { force: true })).resolves.toMatchObject({ replaced: ['tour.json'] });
    expect(existsSync(join(folder, 'tour.json'))).toBe(false);
    await expect(initTour(folder)).rejects.toMatchObject({ code: 'manifest_exists' });
  });

  it('fails, saying why, when no image is a panorama', async () => {
    const empty = join(data.dataDir, 'plans');
    mkdirSync(empty);
    writeFileSync(join(empty, 'scan.tif'), 'x');
    await expect(initTour(empty)).rejects.toMatchObject({
      code: 'no_panoramas',
      message: expect.stringContaining('scan.tif: TIFF is not a format'),
    });
  });
});
