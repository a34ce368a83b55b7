import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TourError } from '../errors.js';
import { validateFolder } from './validate-folder.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';

const BROKEN = join(FIXTURES, 'broken');

/** A manifest with one problem of each kind the importer checks. */
const EVERYTHING_WRONG = `# no code, a placeholder, property fields, scene references, files, angles
title: "<fill in: the listing's title>"
property:
  address: { line1: 1 Main St, country: nld }
  listing: buy
  price: { amount: 350000, currency: EUR }
  bedrooms: two
  bathrooms: 1
  floorArea: { value: 72, unit: m2 }
  description: A flat.
  agent: { name: Ann, agency: Homes }
startScene: hal
scenes:
  - id: hall
    title: Hall
    description: A hall.
    panorama: pano.jpg
    initialView: { yaw: 240, pitch: 95, fov: 90 }
    links: [{ target: kitchn, yaw: 0, pitch: 0 }]
  - id: kitchen
    titel: Kitchen
    title: Kitchen
    description: A kitchen.
    panorama: gone.jpg
    infos: [{ id: lamp, yaw: 0, pitch: 0, title: Lamp, text: A lamp., image: corrupt.jpg }]
`;
const cases = readdirSync(BROKEN).sort();

const data = freshDataDirEachTest();

async function problemsOf(folder: string, code?: string): Promise<readonly string[]> {
  const error = await validateFolder(folder, code).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TourError);
  return (error as TourError).problems;
}

describe('validateFolder', () => {
  it('has a broken fixture for every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(24);
  });

  it.each(cases)('rejects broken/%s with exactly its located problem', async (name) => {
    const expected = readFileSync(join(BROKEN, name, 'expected.txt'), 'utf8').trim();
    const problems = await problemsOf(join(BROKEN, name));
    const escaped = expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${escaped}( \\(.+\\))?$`))]);
  });

  it('accepts the good fixtures and measures their files', async () => {
    const plan = await validateFolder(join(FIXTURES, 'two-rooms'));
    expect(plan.code).toBe('two-rooms');
    expect(plan.images.get('living.jpg')).toEqual({ width: 512, height: 256 });
    expect(plan.images.get('plan.png')).toEqual({ width: 160, height: 120 });
    expect(plan.videoDuration).toBeCloseTo(2, 1);
    const yaml = await validateFolder(join(FIXTURES, 'cube-colours'), 'other-code');
    expect(yaml.code).toBe('other-code');
  });

  it('rejects a bad --code even when the manifest has a good one', async () => {
    expect(await problemsOf(join(FIXTURES, 'two-rooms'), 'x')).toEqual([
      '--code: A tour code has at least 3 characters.',
    ]);
  });

  it('reports every problem at once, in manifest order', async () => {
    const many = await problemsOf(join(FIXTURES, 'broken', 'floor-plan-scene'), 'x');
    expect(many).toEqual([
      '--code: A tour code has at least 3 characters.',
      'tour.json:45: floorPlans[0].scenes[0].scene: no scene "hal" (did you mean "hall"?)',
    ]);
  });

  it('checks the files even when the manifest breaks the schema', async () => {
    const folder = join(data.dataDir, 'two-problems');
    cpSync(join(BROKEN, 'missing-field'), folder, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(folder, 'tour.json'), 'utf8')) as {
      scenes: { panorama: string }[];
    };
    manifest.scenes[0] = { ...manifest.scenes[0], panorama: 'gone.jpg' };
    writeFileSync(join(folder, 'tour.json'), JSON.stringify(manifest));
    expect(await problemsOf(folder)).toEqual([
      'tour.json:1: title: required',
      'tour.json:1: scenes[0].panorama: no file "gone.jpg" in the folder',
    ]);
  });

  it('reports one problem of each kind in one round, by line', async () => {
    const folder = join(data.dataDir, 'everything-wrong');
    mkdirSync(folder);
    copyFileSync(join(BROKEN, 'missing-file', 'pano.jpg'), join(folder, 'pano.jpg'));
    copyFileSync(join(FIXTURES, 'corrupt.jpg'), join(folder, 'corrupt.jpg'));
    writeFileSync(join(folder, 'tour.yaml'), EVERYTHING_WRONG);
    expect(await problemsOf(folder)).toEqual([
      "tour.yaml:2: title: still to fill in: the listing's title",
      'tour.yaml:2: code: no tour code (set "code" in the manifest or pass --code)',
      'tour.yaml:4: property.address.city: required',
      'tour.yaml:4: property.address.country: A country code is two letters: NL, DE, GB.',
      'tour.yaml:5: property.listing: expected "sale" or "rent", not "buy"',
      'tour.yaml:7: property.bedrooms: expected a number',
      'tour.yaml:12: startScene: no scene "hal" (did you mean "hall"?)',
      'tour.yaml:18: scenes[0].initialView.pitch: A pitch is from -90 (straight down) to 90 (straight up) degrees, not 95.',
      'tour.yaml:19: scenes[0].links[0].target: no scene "kitchn" (did you mean "kitchen"?)',
      'tour.yaml:21: scenes[1].titel: unknown field (did you mean "title"?)',
      'tour.yaml:24: scenes[1].panorama: no file "gone.jpg" in the folder',
      'tour.yaml:25: scenes[1].infos[0].image: corrupt.jpg: not a decodable image',
    ]);
  });

  it('explains a price with thousands separators that JSON cannot read or YAML reads as text', async () => {
    const manifest = readFileSync(join(BROKEN, 'price-separator', 'tour.json'), 'utf8');
    const json = join(data.dataDir, 'json');
    cpSync(join(BROKEN, 'price-separator'), json, { recursive: true });
    writeFileSync(join(json, 'tour.json'), manifest.replace('425.000', '1.250.000'));
    expect(await problemsOf(json)).toEqual([
      expect.stringMatching(
        /^tour\.json:13: property\.price\.amount: 1\.250\.000 has a thousands separator.+\(1250000\)$/,
      ),
      expect.stringMatching(/^tour\.json: not valid JSON/),
    ]);
    const yaml = join(data.dataDir, 'yaml');
    cpSync(join(BROKEN, 'price-separator'), yaml, { recursive: true });
    rmSync(join(yaml, 'tour.json'));
    writeFileSync(join(yaml, 'tour.yaml'), manifest.replace('425.000', '"1,250,000"'));
    expect(await problemsOf(yaml)).toEqual([
      expect.stringMatching(
        /^tour\.yaml:13: property\.price\.amount: 1,250,000 has a thousands separator.+\(1250000\)$/,
      ),
    ]);
  });

  it('fails clearly on a folder that does not exist', async () => {
    await expect(validateFolder(join(BROKEN, 'nowhere'))).rejects.toThrow(/not a folder that can be read/);
  });
});
