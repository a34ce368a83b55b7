import { cpSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tour } from '@tourview/schema';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { TourError } from '../errors.js';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';
import { importTour } from './import-tour.js';

type Manifest = {
  property: { agent: Record<string, unknown> };
  scenes: { panorama: string; infos?: Record<string, unknown>[] }[];
  floorPlans: { image: string; scenes: { x: number; y: number }[] }[];
  video: { file: string; poster?: string; captions: { file: string }[] };
};

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let folder = '';
beforeEach(async () => {
  data = await temporaryDataDir();
  folder = join(data.dataDir, 'tour');
  cpSync(join(FIXTURES, 'two-rooms'), folder, { recursive: true });
});
afterEach(() => data.remove());

const media = (ref: string) => join(data.dataDir, 'media', ref);

/** The first element of a fixture's array, which these tests rely on. */
function first<T>(items: T[] | undefined): T {
  const item = items?.[0];
  if (item === undefined) throw new Error('The two-rooms fixture changed.');
  return item;
}

function editManifest(edit: (manifest: Manifest) => void): void {
  const file = join(folder, 'tour.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

/** A JPEG carrying EXIF (with GPS) and XMP, as phones and cameras write them. */
function taggedJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .withExif({
      IFD0: { Make: 'Phone', Copyright: 'Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1234/100', GPSLongitudeRef: 'E' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>');
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg().toBuffer();
}

async function expectNoMetadata(file: string): Promise<void> {
  const meta = await sharp(file).metadata();
  expect(meta).not.toHaveProperty('exif');
  expect(meta).not.toHaveProperty('xmp');
  expect(meta).not.toHaveProperty('iptc');
  expect(meta).not.toHaveProperty('icc');
  const bytes = readFileSync(file).toString('latin1');
  for (const marker of MARKERS) expect(bytes).not.toContain(marker);
}

/** Strings that the tagged JPEG's metadata blocks put into its bytes. */
const MARKERS = ['Exif', 'GPSLatitude', 'xmpmeta', 'Owner', 'Phone'];

/** Every file of the tour's live build, relative to the build folder. */
function buildFiles(tour: Tour): string[] {
  const build = tour.scenes[0]?.thumbnail.split('/').slice(0, 3).join('/') ?? '';
  return readdirSync(media(build), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('media the importer publishes', () => {
  it('refuses a "photo" that is really HTML or SVG, saying where the manifest names it', async () => {
    writeFileSync(join(folder, 'photo.jpg'), '<!doctype html><script>alert(document.cookie)</script>');
    writeFileSync(
      join(folder, 'plan.jpg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
    );
    editManifest((m) => {
      first(first(m.scenes).infos).image = 'photo.jpg';
      first(m.floorPlans).image = 'plan.jpg';
    });
    const error = await importTour({ folder, dataDir: data.dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TourError);
    expect((error as TourError).problems).toEqual([
      'tour.json:1: scenes[0].infos[0].image: photo.jpg: not a decodable image',
      'tour.json:1: floorPlans[0].image: plan.jpg: not a decodable image',
    ]);
  });

  it('publishes every file under a name it chose, whatever the operator named it', async () => {
    renameSync(join(folder, 'fireplace.jpg'), join(folder, 'fireplace.html'));
    renameSync(join(folder, 'plan.png'), join(folder, 'plan.svg'));
    renameSync(join(folder, 'walkthrough.mp4'), join(folder, 'walkthrough.htm'));
    renameSync(join(folder, 'walkthrough.en.vtt'), join(folder, 'captions.xhtml'));
    writeFileSync(join(folder, 'agent.jpg'), await taggedJpeg(64, 64));
    editManifest((m) => {
      first(first(m.scenes).infos).image = 'fireplace.html';
      first(m.floorPlans).image = 'plan.svg';
      m.property.agent.photo = 'agent.jpg';
      m.video.file = 'walkthrough.htm';
      m.video.poster = 'fireplace.html';
      first(m.video.captions).file = 'captions.xhtml';
    });
    const result = await importTour({ folder, dataDir: data.dataDir });
    const tour = await showTour(data, 'two-rooms');
    const base = `tours/two-rooms/${result.buildId}/files`;
    expect(tour.scenes[0]?.infos[0]?.image).toBe(`${base}/info-1.webp`);
    expect(tour.floorPlans[0]?.image).toBe(`${base}/plan-1.webp`);
    expect(tour.property.agent.photo).toBe(`${base}/agent.webp`);
    expect(tour.video?.sources[0]?.url).toBe(`${base}/video.mp4`);
    expect(tour.video?.poster).toBe(`${base}/poster.webp`);
    expect(tour.video?.captions[0]?.url).toBe(`${base}/captions-en.vtt`);
    const files = buildFiles(tour);
    expect(
      files.every((name) => /^[\w-]+\.(webp|mp4|vtt|jpg)$/.test(name)),
      files.join(' '),
    ).toBe(true);
    expect((await sharp(media(`${base}/info-1.webp`)).metadata()).format).toBe('webp');
    expect((await sharp(media(`${base}/plan-1.webp`)).metadata()).format).toBe('webp');
  });

  it('removes every metadata block from the images visitors see, after applying their orientation', async () => {
    writeFileSync(join(folder, 'fireplace.jpg'), await taggedJpeg(120, 80));
    writeFileSync(join(folder, 'agent.jpg'), await taggedJpeg(64, 64));
    // Stored 240×160 and turned a quarter by EXIF orientation 6: people see it 160×240.
    writeFileSync(join(folder, 'plan.jpg'), await taggedJpeg(240, 160, 6));
    editManifest((m) => {
      m.property.agent.photo = 'agent.jpg';
      m.video.poster = 'agent.jpg';
      first(m.floorPlans).image = 'plan.jpg';
    });
    const source = readFileSync(join(folder, 'plan.jpg')).toString('latin1');
    for (const marker of ['Exif', 'xmpmeta', 'Owner', 'Phone']) expect(source).toContain(marker);
    await importTour({ folder, dataDir: data.dataDir });
    const tour = await showTour(data, 'two-rooms');
    const plan = tour.floorPlans[0];
    expect(plan).toMatchObject({ width: 160, height: 240 });
    expect(await sharp(media(plan?.image ?? '')).metadata()).toMatchObject({ width: 160, height: 240 });
    for (const ref of [
      tour.scenes[0]?.infos[0]?.image,
      plan?.image,
      tour.property.agent.photo,
      tour.video?.poster,
    ])
      await expectNoMetadata(media(ref ?? ''));
  });

  it('scales a floor plan over 4096 px down to 4096, and its scene positions with it', async () => {
    await sharp({ create: { width: 6000, height: 3000, channels: 3, background: '#fff' } })
      .png()
      .toFile(join(folder, 'plan.png'));
    editManifest((m) => {
      const [first, second] = m.floorPlans[0]?.scenes ?? [];
      Object.assign(first ?? {}, { x: 3000, y: 1500 });
      Object.assign(second ?? {}, { x: 6000, y: 3000 });
    });
    await importTour({ folder, dataDir: data.dataDir });
    const plan = (await showTour(data, 'two-rooms')).floorPlans[0];
    expect(plan).toMatchObject({ width: 4096, height: 2048 });
    expect(plan?.scenes.map(({ x, y }) => [x, y])).toEqual([
      [2048, 1024],
      [4096, 2048],
    ]);
    expect(await sharp(media(plan?.image ?? '')).metadata()).toMatchObject({ width: 4096, height: 2048 });
  });

  it('writes every tile, preview, thumbnail and the share image without the metadata of a tagged panorama', async () => {
    const panorama = await sharp(await taggedJpeg(512, 256))
      .keepMetadata()
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect(panorama.toString('latin1')).toContain('acsp');
    writeFileSync(join(folder, 'living.jpg'), panorama);
    const result = await importTour({ folder, dataDir: data.dataDir });
    const buildDir = media(`tours/two-rooms/${result.buildId}`);
    const written = readdirSync(buildDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const names = written.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['preview.webp', 'thumb.webp', 'share.jpg', '0_0.webp']));
    for (const entry of written) {
      const file = join(entry.parentPath, entry.name);
      if (!/\.(webp|jpg)$/.test(file)) continue;
      await expectNoMetadata(file);
      // Every ICC profile carries this signature in its header.
      expect(readFileSync(file).toString('latin1')).not.toContain('acsp');
    }
  });
});
