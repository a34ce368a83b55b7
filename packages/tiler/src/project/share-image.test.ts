import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPanoramaLayout } from '../media/panorama-file.js';
import { temporaryDataDir } from '../test-support/fixtures.js';
import { decodePanorama } from './decode-panorama.js';
import { decodeShareSource, keptShareSource, renderShareImage, shareSourceWidth } from './share-image.js';
import { WorkerPool } from './worker-pool.js';

describe('shareSourceWidth', () => {
  it('shrinks the panorama as far as JPEG decoding shrinks for free, never below the render', () => {
    // At a 90° vertical fov the 2×-supersampled render has 630 px per radian: 3958 px around.
    expect(shareSourceWidth(90, 8192)).toBe(4096);
    expect(shareSourceWidth(90, 16384)).toBe(4096);
    expect(shareSourceWidth(90, 32768)).toBe(4096);
    expect(shareSourceWidth(90, 6000)).toBe(6000);
    // A narrow view needs every pixel there is.
    expect(shareSourceWidth(30, 8192)).toBe(8192);
  });

  it('is not kept from the tiling past 32 MB: a 12000-px panorama’s 6000-px source is decoded again', () => {
    const equirect = { data: new Uint8Array(0), width: 12000, height: 6000 };
    expect(shareSourceWidth(90, 12000)).toBe(6000);
    expect(keptShareSource(equirect, { yaw: 0, pitch: 0, fov: 90 })).toBeUndefined();
  });
});

/** Peak signal-to-noise ratio of two RGB images of one size, dB. */
function psnr(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return 10 * Math.log10((255 * 255 * a.length) / sum);
}

/**
 * An 8192×4096 JPEG with detail at several scales: stripes a few pixels wide, slow waves, and
 * hard edges every 512 px, so that two ways of shrinking it could not agree by chance.
 */
async function detailedPanorama(file: string): Promise<void> {
  const width = 8192;
  const height = 4096;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      raw[o] = 128 + 100 * Math.sin(x / 5 + y / 9);
      raw[o + 1] = 128 + 90 * Math.sin(y / 40) * Math.cos(x / 70);
      raw[o + 2] = ((x >> 9) + (y >> 9)) % 2 === 0 ? 40 : 215;
    }
  }
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

describe('the share image from the tiling’s decoded panorama', () => {
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let pool: WorkerPool;
  const file = () => join(data.dataDir, 'detailed.jpg');
  beforeAll(async () => {
    data = await temporaryDataDir();
    pool = new WorkerPool(2);
    await detailedPanorama(file());
  }, 60_000);
  afterAll(async () => {
    await pool.close();
    await data.remove();
  });

  it('is the image rendered from the file decoded again, within what JPEG scaling differs by', async () => {
    const layout = await readPanoramaLayout(file());
    const view = { yaw: 30, pitch: 10, fov: 90 };
    const full = await decodePanorama(file(), layout, 8192);
    const kept = keptShareSource(full, view);
    expect([kept?.width, kept?.height]).toEqual([4096, 2048]);
    expect(kept?.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    if (!kept) return;
    const fromKept = await renderShareImage(kept, view, pool);
    const fromFile = await renderShareImage(
      await decodeShareSource({ file: file(), layout }, view),
      view,
      pool,
    );
    expect([fromKept.width, fromKept.height]).toEqual([1200, 630]);
    // A box average of the decoded pixels against libjpeg's scaled IDCT: alike far past what
    // the JPEG the share image is written as keeps (q82, some 35 dB).
    expect(psnr(fromKept.data, fromFile.data)).toBeGreaterThan(40);
  }, 60_000);

  it('keeps nothing for a view that needs the panorama unshrunk: that one is decoded again', async () => {
    const full = await decodePanorama(file(), await readPanoramaLayout(file()), 8192);
    expect(keptShareSource(full, { yaw: 0, pitch: 0, fov: 30 })).toBeUndefined();
  }, 60_000);
});
