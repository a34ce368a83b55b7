import { join } from 'node:path';
import { openSourceStore } from '@tourview/storage';
import { DIALECTS } from '@tourview/storage/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectDraftSource,
  loseStoredSource,
  memberDraft,
  putDraftSource,
} from '../testing/member-draft.js';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';

const FIXTURES = join(import.meta.dirname, '../../../../../fixtures');
const CUBE_COLOURS = join(FIXTURES, 'cube-colours/cube-colours.png');
const FRONT_RED = [220, 40, 40];

/** The thumbnail's size and whether its middle pixel (yaw 0, the horizon) is the cube's red front. */
async function looksOf(webp: Buffer) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const o = ((info.height / 2) * info.width + info.width / 2) * info.channels;
  const red = [...data.subarray(o, o + 3)].every((v, i) => Math.abs(v - (FRONT_RED[i] ?? 0)) < 24);
  return { width: info.width, height: info.height, red };
}

describe.each(DIALECTS)('a draft image’s thumbnail, on %s', (dialect) => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    ({ editor, other } = await memberDraft(t, 'thumbs-1', 'Thumbs'));
    const manifest = (await t.storage.getDraft('thumbs-1'))?.manifest;
    if (!manifest) throw new Error('no draft');
    await t.storage.createDraft('thumbs-2', manifest, null);
  });
  afterAll(() => t.close());

  const get = (sha256: string, session: string | null = editor.session) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/thumbs-1/draft/thumbnails/${sha256}.webp`,
      headers: t.headers(session ?? undefined),
    });

  it('serves the thumbnail inspection stored, content-addressed and kept by the browser', async () => {
    const sha256 = await putDraftSource(t, 'thumbs-1', CUBE_COLOURS, { name: 'hall.png', kind: 'panorama' });
    const { thumbnail } = await inspectDraftSource(t, 'thumbs-1', 'hall.png');
    if (!thumbnail) throw new Error('inspection made no thumbnail');
    // Making one on request would need the source: without it, only the stored one can answer.
    await loseStoredSource(t, sha256);
    const res = await get(sha256);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(await openSourceStore(t.config).sizeOf(thumbnail));
    expect(await looksOf(res.rawPayload)).toEqual({ width: 320, height: 160, red: true });
  });

  it('makes the thumbnail of a file inspected before thumbnails existed, and keeps it', async () => {
    // Other bytes than the inspected panorama's, whose stored thumbnail would answer instead.
    const old = join(t.config.dataDir, 'old.png');
    await sharp(CUBE_COLOURS).png({ compressionLevel: 1 }).toFile(old);
    const sha256 = await putDraftSource(t, 'thumbs-1', old, { name: 'old.png', kind: 'panorama' });
    expect(
      (await t.storage.getDraft('thumbs-1'))?.files.find((f) => f.name === 'old.png'),
    ).not.toHaveProperty('thumbnail');
    const made = await get(sha256);
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await looksOf(made.rawPayload)).toEqual({ width: 320, height: 160, red: true });
    const recorded = (await t.storage.getDraft('thumbs-1'))?.files.find((f) => f.name === 'old.png');
    expect(recorded?.thumbnail).toMatch(/^[0-9a-f]{64}$/);
    expect(await openSourceStore(t.config).has(recorded?.thumbnail ?? '')).toBe(true);
  });

  it('fits a photo inside 320 px keeping its aspect', async () => {
    const sha256 = await putDraftSource(t, 'thumbs-1', join(FIXTURES, 'two-rooms/fireplace.jpg'), {
      name: 'fireplace.jpg',
      kind: 'image',
    });
    const res = await get(sha256);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 96, height: 64 });
  });

  it('answers 404 for another tour’s file, a video, a stranger, and 401 without a session', async () => {
    const plan = join(FIXTURES, 'two-rooms/plan.png');
    const theirs = await putDraftSource(t, 'thumbs-2', plan, { name: 'theirs.png', kind: 'plan' });
    expect((await get(theirs)).statusCode).toBe(404);
    const video = join(FIXTURES, 'two-rooms/walkthrough.mp4');
    expect(
      (await get(await putDraftSource(t, 'thumbs-1', video, { name: 'w.mp4', kind: 'video' }))).statusCode,
    ).toBe(404);
    const mine = await putDraftSource(t, 'thumbs-1', CUBE_COLOURS, { name: 'mine.png', kind: 'plan' });
    expect((await get(mine, other.session)).statusCode).toBe(404);
    expect((await get(mine, null)).statusCode).toBe(401);
    expect((await get('ab', editor.session)).statusCode).toBe(400);
  });

  it('answers a file that does not decode with the cube’s words', async () => {
    const sha256 = await putDraftSource(t, 'thumbs-1', join(FIXTURES, 'corrupt.jpg'), {
      name: 'broken.jpg',
      kind: 'image',
    });
    const res = await get(sha256);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      detail: 'broken.jpg cannot be shown: it does not decode.',
    });
  });
});
