import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '@tourview/schema';
import { openSourceStore, openStorage, sourcesDirOf, type DraftFileKind } from '@tourview/storage';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { inspectDraftFile } from './inspect-draft-file.js';
import { inspectJob } from './inspect-job.js';

const MANIFEST = { title: 'Flat', scenes: [], floorPlans: [] } as unknown as Manifest;

describe('inspectDraftFile', () => {
  const data = freshDataDirEachTest();

  /** Puts `file` into a draft of tour `flat` as `name`. */
  async function upload(file: string, name: string, kind: DraftFileKind): Promise<void> {
    const location = { dataDir: data.dataDir };
    const storage = await openStorage(location);
    try {
      if (!(await storage.getDraft('flat'))) await storage.createDraft('flat', MANIFEST, null);
      const stored = await openSourceStore(location).put(file);
      await storage.putDraftFile('flat', {
        name,
        kind,
        ...stored,
        uploadedBy: null,
        uploadedAt: '2026-03-02T09:00:00Z',
      });
    } finally {
      await storage.close();
    }
  }

  async function recorded(name: string) {
    const storage = await openStorage({ dataDir: data.dataDir });
    try {
      return (await storage.getDraft('flat'))?.files.find((f) => f.name === name);
    } finally {
      await storage.close();
    }
  }

  it('passes a good panorama and records its size', async () => {
    await upload(join(FIXTURES, 'two-rooms', 'living.jpg'), 'living.jpg', 'panorama');
    const progress: number[] = [];
    const found = await inspectDraftFile({
      faceProposals: false,
      dataDir: data.dataDir,
      code: 'flat',
      name: 'living.jpg',
      onProgress: (p) => progress.push(p.fraction),
    });
    const size = await sharp(join(FIXTURES, 'two-rooms', 'living.jpg')).metadata();
    expect(found).toMatchObject({ problems: [], width: size.width, height: size.height });
    expect(await recorded('living.jpg')).toMatchObject({ problems: [], width: size.width });
    expect(progress.at(-1)).toBe(1);
  });

  it('renders a good panorama’s editing cube into the source store and records where it lies', async () => {
    await upload(join(FIXTURES, 'two-rooms', 'living.jpg'), 'living.jpg', 'panorama');
    const { cube } = await inspectDraftFile({ dataDir: data.dataDir, code: 'flat', name: 'living.jpg' });
    if (!cube) throw new Error('no editing cube was rendered');
    expect((await recorded('living.jpg'))?.cube).toEqual(cube);
    // Faces were looked for (the fixture room has none): proposals' own tests are in faces/.
    expect(cube.faceProposals).toEqual([]);
    const sources = openSourceStore({ dataDir: data.dataDir });
    const front = join(data.dataDir, 'front.webp');
    await sources.copyTo(cube.faces.f, front);
    expect(await sharp(front).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    const preview = join(data.dataDir, 'preview.webp');
    await sources.copyTo(cube.preview, preview);
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 256, height: 6 * 256 });
  });

  it('records a good panorama as usable when its editing cube cannot be stored, and says so', async () => {
    await upload(join(FIXTURES, 'two-rooms', 'living.jpg'), 'living.jpg', 'panorama');
    const location = { dataDir: data.dataDir, code: 'flat', name: 'living.jpg' };
    const { cube } = await inspectDraftFile(location);
    const source = (await recorded('living.jpg'))?.sha256 ?? '';
    // A folder of the store turned into a file: the piece stored there cannot be stored again.
    const piece = [cube?.preview, ...Object.values(cube?.faces ?? {})].find(
      (sha) => sha !== undefined && sha.slice(0, 2) !== source.slice(0, 2),
    );
    if (!piece) throw new Error('no cube piece outside the source’s folder');
    const folder = join(sourcesDirOf(data.dataDir), piece.slice(0, 2));
    await rm(folder, { recursive: true });
    await writeFile(folder, 'not a folder');
    const messages: string[] = [];
    const again = await inspectDraftFile({
      faceProposals: false,
      ...location,
      onProgress: ({ message }) => messages.push(message),
    });
    expect(again).toEqual({
      problems: [],
      width: expect.any(Number),
      height: expect.any(Number),
      thumbnail: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await recorded('living.jpg')).toMatchObject({ problems: [] });
    expect((await recorded('living.jpg'))?.cube).toBeUndefined();
    expect(messages).toContain(
      'The editing cube of living.jpg could not be stored; the editor makes it on opening',
    );
  });

  it('renders no cube for a panorama with problems, nor for a plan', async () => {
    const wide = join(data.dataDir, 'upload.jpg');
    await sharp({ create: { width: 800, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toFile(wide);
    await upload(wide, 'kitchen.jpg', 'panorama');
    await upload(join(FIXTURES, 'two-rooms', 'living.jpg'), 'plan.jpg', 'plan');
    const location = { dataDir: data.dataDir, code: 'flat' };
    expect(
      await inspectDraftFile({ faceProposals: false, ...location, name: 'kitchen.jpg' }),
    ).not.toHaveProperty('cube');
    expect(
      await inspectDraftFile({ faceProposals: false, ...location, name: 'plan.jpg' }),
    ).not.toHaveProperty('cube');
    expect((await recorded('plan.jpg'))?.cube).toBeUndefined();
  });

  it("reports a panorama that is not 2:1 as the CLI does, located by the file's name", async () => {
    const wide = join(data.dataDir, 'upload.jpg');
    await sharp({ create: { width: 800, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toFile(wide);
    await upload(wide, 'kitchen.jpg', 'panorama');
    const { problems } = await inspectDraftFile({
      faceProposals: false,
      dataDir: data.dataDir,
      code: 'flat',
      name: 'kitchen.jpg',
    });
    expect(problems).toEqual([
      { code: 'not_panorama', message: expect.stringMatching(/^kitchen\.jpg: 800×200 is not 2:1: .*GPano/) },
    ]);
    expect((await recorded('kitchen.jpg'))?.problems).toEqual(problems);
  });

  it('takes a wide floor plan, since plans are images, not panoramas', async () => {
    const wide = join(data.dataDir, 'upload.png');
    await sharp({ create: { width: 800, height: 200, channels: 3, background: '#888' } })
      .png()
      .toFile(wide);
    await upload(wide, 'plan.png', 'plan');
    expect(
      await inspectDraftFile({ faceProposals: false, dataDir: data.dataDir, code: 'flat', name: 'plan.png' }),
    ).toEqual({
      problems: [],
      width: 800,
      height: 200,
      thumbnail: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('stores a usable image’s thumbnail and records where it lies, but none for a video or a broken file', async () => {
    await upload(join(FIXTURES, 'two-rooms', 'living.jpg'), 'living.jpg', 'panorama');
    await upload(join(FIXTURES, 'two-rooms', 'plan.png'), 'plan.png', 'plan');
    await upload(join(FIXTURES, 'two-rooms', 'walkthrough.mp4'), 'walk.mp4', 'video');
    await upload(join(FIXTURES, 'corrupt.jpg'), 'hall.jpg', 'image');
    const location = { dataDir: data.dataDir, code: 'flat' };
    const sources = openSourceStore({ dataDir: data.dataDir });
    for (const [name, size] of [
      ['living.jpg', { width: 320, height: 160 }],
      ['plan.png', { width: 160, height: 120 }],
    ] as const) {
      const { thumbnail } = await inspectDraftFile({ faceProposals: false, ...location, name });
      if (!thumbnail) throw new Error(`no thumbnail was made of ${name}`);
      expect((await recorded(name))?.thumbnail).toBe(thumbnail);
      const copy = join(data.dataDir, `${name}.webp`);
      await sources.copyTo(thumbnail, copy);
      expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', ...size });
    }
    expect(
      await inspectDraftFile({ faceProposals: false, ...location, name: 'walk.mp4' }),
    ).not.toHaveProperty('thumbnail');
    expect(
      await inspectDraftFile({ faceProposals: false, ...location, name: 'hall.jpg' }),
    ).not.toHaveProperty('thumbnail');
  });

  it('reports a corrupt image and a video that is not MP4', async () => {
    await upload(join(FIXTURES, 'corrupt.jpg'), 'hall.jpg', 'panorama');
    const notVideo = join(data.dataDir, 'clip.mp4');
    await writeFile(notVideo, 'not a video at all');
    await upload(notVideo, 'clip.mp4', 'video');
    const location = { dataDir: data.dataDir, code: 'flat' };
    expect(
      (await inspectDraftFile({ faceProposals: false, ...location, name: 'hall.jpg' })).problems,
    ).toEqual([{ code: 'not_image', message: 'hall.jpg: not a decodable image' }]);
    expect(
      (await inspectDraftFile({ faceProposals: false, ...location, name: 'clip.mp4' })).problems,
    ).toEqual([{ code: 'not_video', message: 'clip.mp4: not an MP4 video' }]);
  });

  it('accepts the MP4 walkthrough', async () => {
    await upload(join(FIXTURES, 'two-rooms', 'walkthrough.mp4'), 'walk.mp4', 'video');
    expect(
      await inspectDraftFile({ faceProposals: false, dataDir: data.dataDir, code: 'flat', name: 'walk.mp4' }),
    ).toEqual({
      problems: [],
    });
  });

  it('runs as the inspect job, reporting progress to the runner', async () => {
    await upload(join(FIXTURES, 'corrupt.jpg'), 'hall.jpg', 'panorama');
    const messages: string[] = [];
    const context = {
      storageOptions: { dataDir: data.dataDir },
      progress: (_fraction: number, message: string) => messages.push(message),
    };
    expect(await inspectJob({ payload: { code: 'flat', name: 'hall.jpg' } }, context)).toEqual({
      problems: [{ code: 'not_image', message: 'hall.jpg: not a decodable image' }],
    });
    expect(messages).toEqual(['Fetching hall.jpg', 'Checking hall.jpg', 'Checked hall.jpg']);
    await expect(inspectJob({ payload: { code: 'flat' } }, context)).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });

  it('throws tour_not_found for a file the draft does not hold', async () => {
    await upload(join(FIXTURES, 'two-rooms', 'living.jpg'), 'living.jpg', 'panorama');
    await expect(
      inspectDraftFile({ faceProposals: false, dataDir: data.dataDir, code: 'flat', name: 'nope.jpg' }),
    ).rejects.toMatchObject({ code: 'tour_not_found' });
  });
});
