import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageSize } from '../media/probe-image.js';
import { IMAGE_ROLES, type MediaFile } from './media-names.js';
import { LOGO_BOX } from './branding.js';

/** Floor plans larger than this on their long side are scaled down to it. */
export const MAX_FLOOR_PLAN_SIDE = 4096;

/** Photos and plans are looked at closely, so they get more quality than tiles. */
const IMAGE_WEBP = { quality: 85 } as const;

/**
 * Writes an image as a fresh WebP: `.rotate()` first applies the EXIF orientation, then
 * every metadata block (EXIF with GPS, XMP, IPTC, the ICC profile once its colours are
 * converted to sRGB) is left behind, which is sharp's default when no metadata is kept.
 */
async function reencode(source: string, file: MediaFile, target: string): Promise<ImageSize> {
  let image = sharp(source).rotate();
  if (file.role === 'plan') {
    image = image.resize(MAX_FLOOR_PLAN_SIDE, MAX_FLOOR_PLAN_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (file.role === 'logo')
    image = image.resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true });
  const { width, height } = await image.webp(IMAGE_WEBP).toFile(target);
  return { width, height };
}

/**
 * Writes every non-panorama file into `dir` under the name the importer chose: images
 * re-encoded, video and captions (checked by their probes) copied. Resolves to the size of
 * each image written, by its published name.
 */
export async function writeMedia(
  folder: string,
  files: readonly MediaFile[],
  dir: string,
): Promise<Map<string, ImageSize>> {
  await mkdir(dir, { recursive: true });
  const sizes = new Map<string, ImageSize>();
  await Promise.all(
    files.map(async (file) => {
      const source = join(folder, file.source);
      const target = join(dir, file.name);
      if (IMAGE_ROLES.has(file.role)) sizes.set(file.name, await reencode(source, file, target));
      else await copyFile(source, target);
    }),
  );
  return sizes;
}
