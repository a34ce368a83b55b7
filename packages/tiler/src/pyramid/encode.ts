import sharp, { type Sharp } from 'sharp';

/** RGB pixels, 3 bytes each, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * WebP settings for every image the tiler writes. Effort 0 was chosen by measurement
 * (bench/tiler.ts, the 16 tiles of a 2048-px crop of the bench panorama, 2 cores): effort 0
 * 216 ms / 402 kB, effort 2 476 ms / 378 kB, effort 4 1820 ms / 383 kB; JPEG q80 for
 * comparison 559 kB. Effort 2 would save 6% of the bytes for 2.2× the encode time, which
 * the 2-second budget per panorama does not have.
 */
export const WEBP = { quality: 80, effort: 0 } as const;

function input(image: RgbImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
}

/** Writes a region of an image as WebP; resolves to the bytes written. */
export async function writeWebpRegion(
  image: RgbImage,
  rect: { left: number; top: number; width: number; height: number },
  file: string,
): Promise<number> {
  const info = await input(image).extract(rect).webp(WEBP).toFile(file);
  return info.size;
}

/** Writes a whole image as WebP; resolves to the bytes written. */
export async function writeWebp(image: RgbImage, file: string): Promise<number> {
  const info = await input(image).webp(WEBP).toFile(file);
  return info.size;
}

/**
 * WebP settings of the inline preview: a few pixels a face that the page carries as text,
 * where every byte is on the way to the first room; blur hides what the low quality costs.
 */
const INLINE_WEBP = { quality: 40, effort: 6 } as const;

/** Encodes a small image as a WebP data URI. */
export async function webpDataUri(image: RgbImage): Promise<string> {
  const bytes = await input(image).webp(INLINE_WEBP).toBuffer();
  return `data:image/webp;base64,${bytes.toString('base64')}`;
}

/** Resizes with Lanczos-3, the filter that keeps tiles sharp without ringing worth seeing. */
export async function resizeRgb(image: RgbImage, width: number, height: number): Promise<RgbImage> {
  const data = await input(image).resize(width, height, { kernel: 'lanczos3', fit: 'fill' }).raw().toBuffer();
  return { data, width, height };
}

/**
 * JPEG settings of the link-preview image: JPEG because every link-preview consumer reads it
 * (several ignore WebP in og:image), mozjpeg's encoder for smaller files at the same quality.
 * Sharp writes no metadata (EXIF, XMP, ICC) unless asked, and the pixels are already sRGB.
 */
export const SHARE_JPEG = { quality: 82, mozjpeg: true } as const;

/** Writes a whole image as JPEG; resolves to the bytes written. */
export async function writeJpeg(image: RgbImage, file: string): Promise<number> {
  const info = await input(image).jpeg(SHARE_JPEG).toFile(file);
  return info.size;
}
