import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../media/probe-image.js';
import { TourError } from '../errors.js';

/** `heic-decode` (libheif compiled to WebAssembly, nothing to download) ships no types. */
type DecodeHeic = (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

const decode = createRequire(import.meta.url)('heic-decode') as DecodeHeic;

/**
 * Writes a HEIC photo (an iPhone's) as a JPEG at `target`, so the rest of the pipeline sees a
 * JPEG. libheif applies the file's rotation and mirroring while decoding, so the JPEG is
 * upright without an EXIF orientation. Rejects with `undecodable_image` bytes that do not
 * decode.
 */
export async function heicToJpeg(source: string, target: string): Promise<{ width: number; height: number }> {
  const image = await decode({ buffer: await readFile(source) }).catch((error: unknown) => {
    throw new TourError('undecodable_image', `the HEIC image does not decode (${String(error)})`);
  });
  const { width, height, data } = image;
  if (width * height > MAX_INPUT_PIXELS)
    throw new TourError('undecodable_image', `the HEIC image has more than ${MAX_INPUT_PIXELS} pixels`);
  await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92 })
    .toFile(target);
  return { width, height };
}
