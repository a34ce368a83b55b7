import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  FACES,
  levelsForFaceSize,
  tileRect,
  tilesOfLevel,
  tileUrl,
  type CubePanorama,
  type Face,
} from '@tourview/schema';

function noise(size: number, sigma: number): Sharp {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
}

/**
 * A face that compresses like a photo rather than like a flat colour: coarse blotches (what
 * survives in a small preview) with fine grain on top, tinted per face, so tile and preview
 * byte counts in the bench are close to those of real WebP q80 photos.
 */
async function photoLikeFace(face: Face, size: number): Promise<Buffer> {
  const hue = FACES.indexOf(face) * 40;
  const raw = { width: size, height: size, channels: 3 as const };
  const coarse = await noise(Math.max(8, size / 128), 40)
    .resize(size, size)
    .raw()
    .toBuffer();
  const grain = await noise(size, 20).blur(0.9).raw().toBuffer();
  return sharp(coarse, { raw })
    .composite([{ input: grain, raw, blend: 'overlay' }])
    .linear([0.7, 0.6, 0.5], [hue * 0.5, 50, 110 - hue * 0.4])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * Writes a tour as the tiler would: tiles of every level in WebP q80 and a preview of six
 * stacked faces. Returns the panorama with paths relative to `dir`.
 */
export async function writePhotoTour(
  dir: string,
  { faceSize, tileSize, previewFaceSize }: { faceSize: number; tileSize: number; previewFaceSize: number },
): Promise<CubePanorama> {
  const levels = levelsForFaceSize(faceSize, tileSize);
  const template = 'tiles/{z}/{f}/{y}_{x}.webp';
  const raw = { width: faceSize, height: faceSize, channels: 3 as const };
  const faces = await Promise.all(FACES.map((face) => photoLikeFace(face, faceSize)));
  await mkdir(dir, { recursive: true });
  const previews = await Promise.all(
    faces.map((f) => sharp(f, { raw }).resize(previewFaceSize, previewFaceSize).raw().toBuffer()),
  );
  await sharp(Buffer.concat(previews), {
    raw: { width: previewFaceSize, height: previewFaceSize * 6, channels: 3 },
  })
    .webp({ quality: 80 })
    .toFile(join(dir, 'preview.webp'));
  for (const [z, level] of levels.entries()) {
    const scaled = await Promise.all(
      faces.map((f) => sharp(f, { raw }).resize(level.size, level.size).raw().toBuffer()),
    );
    for (const tile of tilesOfLevel(levels, z)) {
      const { left, top, width, height } = tileRect(level, tile.x, tile.y);
      const source = scaled[FACES.indexOf(tile.face)] ?? Buffer.alloc(0);
      const file = join(dir, tileUrl(template, tile));
      await mkdir(join(file, '..'), { recursive: true });
      const image = sharp(source, { raw: { width: level.size, height: level.size, channels: 3 } });
      await writeFile(
        file,
        await image.extract({ left, top, width, height }).webp({ quality: 80 }).toBuffer(),
      );
    }
  }
  return { levels, tileUrl: template, preview: { url: 'preview.webp', faceSize: previewFaceSize } };
}
