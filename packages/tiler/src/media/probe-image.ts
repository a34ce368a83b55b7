import sharp from 'sharp';

/** Size of a decodable image. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Formats the importer accepts for panoramas, floor plans and photos. */
const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The size of an image file, or `null` when it is not a JPEG/PNG/WebP that decodes to the
 * end. Decoding at a small size is cheap (JPEG shrinks while it decodes) yet still reads
 * every byte, so a truncated file is caught here rather than halfway through an import.
 * sharp's default pixel limit (268 megapixels) stops decompression bombs.
 */
export async function probeImage(file: string): Promise<ImageSize | null> {
  try {
    const meta = await sharp(file).metadata();
    if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return null;
    await sharp(file, { failOn: 'truncated' }).resize(64, 64, { fit: 'inside' }).toBuffer();
    return { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
  } catch {
    return null;
  }
}
