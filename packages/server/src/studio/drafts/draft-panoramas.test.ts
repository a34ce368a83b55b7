import { join } from 'node:path';
import type { DraftCubePieces } from '@tourview/schema';
import { openSourceStore } from '@tourview/storage';
import { DIALECTS, startLocalS3, type LocalS3 } from '@tourview/storage/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectDraftSource,
  loseStoredSource,
  memberDraft,
  putDraftSource,
} from '../testing/member-draft.js';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';

const CUBE_COLOURS = join(import.meta.dirname, '../../../../../fixtures/cube-colours/cube-colours.png');
const FRONT_RED = [220, 40, 40];

/** Whether the middle pixel of a face is the cube's red front, within WebP's error. */
async function isRedFront(webp: Buffer): Promise<boolean> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const o = ((info.height / 2) * info.width + info.width / 2) * info.channels;
  return [...data.subarray(o, o + 3)].every((v, i) => Math.abs(v - (FRONT_RED[i] ?? 0)) < 16);
}

describe('a draft panorama’s editing cube', () => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  let sha256 = '';
  beforeAll(async () => {
    t = await startStudioTestApp('sqlite');
    ({ editor, other } = await memberDraft(t, 'cubes-1', 'Cubes'));
    sha256 = await putDraftSource(t, 'cubes-1', CUBE_COLOURS, { name: 'cubes.png', kind: 'panorama' });
  });
  afterAll(() => t.close());

  const get = (session: string, image: string, hash = sha256) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/cubes-1/draft/panoramas/${hash}/${image}`,
      headers: t.headers(session),
    });

  it('serves the front face, the preview strip, content-addressed and kept by the browser', async () => {
    const face = await get(editor.session, '0-f-0-0.webp');
    expect(face.statusCode).toBe(200);
    expect(face.headers['content-type']).toBe('image/webp');
    expect(face.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const { data, info } = await sharp(face.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const o = ((info.height / 2) * info.width + info.width / 2) * info.channels;
    expect([...data.subarray(o, o + 3)].map((v, i) => Math.abs(v - (FRONT_RED[i] ?? 0)) < 16)).toEqual([
      true,
      true,
      true,
    ]);
    const preview = await get(editor.session, 'preview.webp');
    expect((await sharp(preview.rawPayload).metadata()).height).toBe(6 * 256);
  });

  it('answers 404 to a stranger, for a file not in the draft, and 400 for another image name', async () => {
    expect((await get(other.session, 'preview.webp')).statusCode).toBe(404);
    expect((await get(editor.session, 'preview.webp', 'a'.repeat(64))).statusCode).toBe(404);
    expect((await get(editor.session, '1-f-0-0.webp')).statusCode).toBe(400);
  });
});

describe.each(DIALECTS)('a draft panorama’s editing cube rendered by its inspection, on %s', (dialect) => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    ({ editor } = await memberDraft(t, 'cubes-2', 'Cubes'));
  });
  afterAll(() => t.close());

  const get = (sha256: string, image: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/cubes-2/draft/panoramas/${sha256}/${image}`,
      headers: t.headers(editor.session),
    });

  it('serves the stored pieces without rendering: the source itself can be gone', async () => {
    const sha256 = await putDraftSource(t, 'cubes-2', CUBE_COLOURS, { name: 'hall.png', kind: 'panorama' });
    const { cube } = await inspectDraftSource(t, 'cubes-2', 'hall.png');
    if (!cube) throw new Error('inspection rendered no cube');
    // Rendering on request would need the source: without it, only the stored pieces can answer.
    await loseStoredSource(t, sha256);
    const face = await get(sha256, '0-f-0-0.webp');
    expect(face.statusCode).toBe(200);
    expect(face.headers['content-type']).toBe('image/webp');
    expect(face.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await isRedFront(face.rawPayload)).toBe(true);
    const stored = await openSourceStore(t.config).sizeOf(cube.faces.f);
    expect(face.rawPayload.length).toBe(stored);
    const preview = await get(sha256, 'preview.webp');
    expect((await sharp(preview.rawPayload).metadata()).height).toBe(6 * 256);
    expect((await get(sha256, '0-u-0-0.webp')).statusCode).toBe(200);
  });

  it('renders on request when a stored piece is missing', async () => {
    const sha256 = await putDraftSource(t, 'cubes-2', CUBE_COLOURS, { name: 'hall.png', kind: 'panorama' });
    const { cube } = await inspectDraftSource(t, 'cubes-2', 'hall.png');
    if (!cube) throw new Error('inspection rendered no cube');
    await loseStoredSource(t, cube.faces.f);
    const face = await get(sha256, '0-f-0-0.webp');
    expect(face.statusCode).toBe(200);
    expect(face.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await isRedFront(face.rawPayload)).toBe(true);
  });
});

describe('a draft panorama’s editing cube with the source store in S3', () => {
  let s3: LocalS3;
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startStudioTestApp('sqlite', { ...s3.env, CDN_BASE_URL: s3.publicBaseUrl });
    ({ editor } = await memberDraft(t, 'cubes-3', 'Cubes'));
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  const get = (sha256: string, image: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/cubes-3/draft/panoramas/${sha256}/${image}`,
      headers: t.headers(editor.session),
    });

  /** A panorama file of the draft whose source was never stored: it can only be served, not rendered. */
  async function sourceless(name: string, sha256: string, cube: DraftCubePieces) {
    const file = { name, kind: 'panorama' as const, sha256, bytes: 5, uploadedBy: null };
    await t.storage.putDraftFile('cubes-3', { ...file, uploadedAt: new Date().toISOString() });
    await t.storage.setDraftFileInspection('cubes-3', name, sha256, {
      width: 8,
      height: 4,
      problems: [],
      cube,
    });
  }

  it('streams the pieces its inspection put into the bucket, and renders when one is missing', async () => {
    const sha256 = await putDraftSource(t, 'cubes-3', CUBE_COLOURS, { name: 'hall.png', kind: 'panorama' });
    const { cube } = await inspectDraftSource(t, 'cubes-3', 'hall.png');
    if (!cube) throw new Error('inspection rendered no cube');
    const unrenderable = 'e'.repeat(64);
    await sourceless('lost.png', unrenderable, cube);
    const face = await get(unrenderable, '0-f-0-0.webp');
    expect(face.statusCode).toBe(200);
    expect(face.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await isRedFront(face.rawPayload)).toBe(true);
    const missing = { ...cube, faces: { ...cube.faces, f: 'f'.repeat(64) } };
    await t.storage.setDraftFileInspection('cubes-3', 'hall.png', sha256, { problems: [], cube: missing });
    expect(await isRedFront((await get(sha256, '0-f-0-0.webp')).rawPayload)).toBe(true);
  });
});
