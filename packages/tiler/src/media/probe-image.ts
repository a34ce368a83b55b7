import sharp from 'sharp';

/** Size of a decodable image. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Most pixels an image file may decode to: 300 megapixels (a 24000×12000 panorama needs 288).
 * Beyond it a file is refused before it is decoded, so a small file that inflates to
 * gigabytes (a decompression bomb) cannot exhaust memory. Every decode passes it to sharp.
 */
export const MAX_INPUT_PIXELS = 300_000_000;

/** What probing an image found: its size as seen (EXIF orientation applied) and its XMP. */
export type ImageProbe = { ok: true; size: ImageSize; xmp?: Buffer } | { ok: false; problem: string };

/** Formats the importer accepts for panoramas, floor plans and photos. */
const FORMATS = new Set(['jpeg', 'png', 'webp']);

const NOT_AN_IMAGE = { ok: false, problem: 'not a decodable image' } as const;

/**
 * The size of an image file, or the problem with it: not a JPEG/PNG/WebP that decodes to the
 * end, or more pixels than {@link MAX_INPUT_PIXELS}. Decoding at a small size is cheap (JPEG
 * shrinks while it decodes) yet still reads every byte, so a truncated file is caught here
 * rather than halfway through an import.
 */
export async function probeImage(file: string): Promise<ImageProbe> {
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return NOT_AN_IMAGE;
    const size = { width: meta.autoOrient.width, height: meta.autoOrient.height };
    const pixels = meta.width * meta.height;
    if (pixels > MAX_INPUT_PIXELS) {
      return {
        ok: false,
        problem:
          `${size.width}×${size.height} is ${Math.round(pixels / 1e6)} megapixels, more than the ` +
          `${MAX_INPUT_PIXELS / 1e6} an image may have`,
      };
    }
    await sharp(file, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(64, 64, { fit: 'inside' })
      .toBuffer();
    return { ok: true, size, ...(meta.xmp ? { xmp: meta.xmp } : {}) };
  } catch {
    return NOT_AN_IMAGE;
  }
}
