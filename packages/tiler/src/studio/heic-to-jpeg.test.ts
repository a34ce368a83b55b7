import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TourError } from '../errors.js';
import { heicToJpeg } from './heic-to-jpeg.js';

const HEIC = fileURLToPath(new URL('../../../../fixtures/uploads/photo-3to2.heic', import.meta.url));

describe('heicToJpeg', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heic-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes an iPhone-style HEIC as a JPEG of the same size, left red and right blue', async () => {
    const target = join(dir, 'photo.jpg');
    expect(await heicToJpeg(HEIC, target)).toEqual({ width: 48, height: 32 });
    const { data, info } = await sharp(target).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height]).toEqual(['raw', 48, 32]);
    const pixel = (x: number, y: number) => [...data.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3)];
    const [left, right] = [pixel(4, 16), pixel(44, 16)];
    expect(left[0]).toBeGreaterThan(180);
    expect(left[2]).toBeLessThan(80);
    expect(right[2]).toBeGreaterThan(180);
    expect(right[0]).toBeLessThan(80);
    expect((await sharp(target).metadata()).format).toBe('jpeg');
  });

  it('refuses bytes that are not a HEIC image with undecodable_image', async () => {
    const broken = join(dir, 'broken.heic');
    await writeFile(broken, Buffer.from('....ftypheic not really'));
    const error = await heicToJpeg(broken, join(dir, 'broken.jpg')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TourError);
    expect((error as TourError).code).toBe('undecodable_image');
  });
});
