import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FACES, inlinePreviewSchema } from '@tourview/schema';
import { INLINE_PREVIEW_FACE_SIZE, inlinePreviewOf } from './inline-preview.js';

/**
 * What a tour page may carry for its first room's inline preview, in characters of the data
 * URI: the demo's five rooms make 650–910. Every character is on the way to the first pixels.
 */
const INLINE_PREVIEW_BUDGET_CHARS = 1200;

const DEMO_ROOM = fileURLToPath(new URL('../../../../demo/tour/living-room.jpg', import.meta.url));

/** Six square crops of a real room's equirect (decoded once, small), standing in for its cube faces. */
async function roomFaces(size: number) {
  const { data: pixels, info } = await sharp(DEMO_ROOM)
    .resize(1024, 512)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 3 as const };
  const side = raw.height / 2;
  return Promise.all(
    FACES.map(async (_, i) => {
      const left = (i % 4) * side;
      const top = i < 4 ? side / 2 : i === 4 ? 0 : side;
      const data = await sharp(pixels, { raw })
        .extract({ left, top, width: side, height: side })
        .resize(size, size)
        .raw()
        .toBuffer();
      return { data, width: size, height: size };
    }),
  );
}

describe('the inline preview', () => {
  it('is a valid record field and stays within its budget for a real room', async () => {
    const preview = await inlinePreviewOf(await roomFaces(256));
    expect(inlinePreviewSchema.parse(preview)).toEqual(preview);
    expect(preview.faceSize).toBe(INLINE_PREVIEW_FACE_SIZE);
    expect(preview.dataUri.length).toBeLessThanOrEqual(INLINE_PREVIEW_BUDGET_CHARS);
    const bytes = Buffer.from(preview.dataUri.split(',')[1] ?? '', 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'webp',
      width: INLINE_PREVIEW_FACE_SIZE,
      height: INLINE_PREVIEW_FACE_SIZE * 6,
    });
  });

  it("keeps a smaller panorama's own face size", async () => {
    const preview = await inlinePreviewOf(await roomFaces(16));
    expect(preview.faceSize).toBe(16);
  });
});
