import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDraft, putDraftSource } from '../testing/member-draft.js';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';

const CUBE_COLOURS = join(import.meta.dirname, '../../../../../fixtures/cube-colours/cube-colours.png');
const FRONT_RED = [220, 40, 40];

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
