import { randomUUID } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from '../media/probe-image.js';
import type { PanoramaLayout } from '../media/panorama-layout.js';
import type { Equirect } from './equirect.js';
import { fillUncovered, type Placement } from './fill-uncovered.js';
import type { Allocate } from './spare-buffers.js';

/** The header of libvips' own file format, before the pixels (see `readVipsPixels`). */
const VIPS_HEADER_BYTES = 64;
/** Bytes copied from the decoded file at a time. */
const READ_CHUNK_BYTES = 8 << 20;

/**
 * Decodes a panorama file onto a full equirect `width` px wide, in shared memory so worker
 * threads read it without copies: EXIF orientation applied first, colours converted to sRGB
 * from any embedded profile (Display P3, Adobe RGB), the image scaled and placed where its
 * layout says, and the part it does not cover filled calmly (see fill-uncovered.ts).
 *
 * libvips writes the decoded rows to a scratch file in `scratchDir` as it decodes them, and
 * they are read from it into the shared buffer: sharp hands raw pixels to JavaScript only as
 * one buffer of the whole image, which the shared copy would double. JPEG shrinks while it
 * decodes when `width` is half the file's or less. The equirect's buffer comes from `allocate`,
 * in shared memory; every byte of it is written.
 */
export async function decodePanorama(
  file: string,
  layout: PanoramaLayout,
  width: number,
  scratchDir = tmpdir(),
  allocate: Allocate = (bytes) => new Uint8Array(new SharedArrayBuffer(bytes)),
): Promise<Equirect> {
  const height = width / 2;
  const placed = placementOf(layout, width);
  const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  if (placed.width !== layout.width || placed.height !== layout.height) {
    image.resize(placed.width, placed.height, { fit: 'fill' });
  }
  const data = allocate(width * height * 3);
  await decodeInto(image, data, width, placed, scratchDir);
  const equirect = { data, width, height };
  fillUncovered(equirect, placed);
  return equirect;
}

/**
 * Decodes the image through a scratch file in `scratchDir` into its place on the equirect
 * `width` px wide whose pixels `data` holds.
 */
async function decodeInto(
  image: Sharp,
  data: Uint8Array,
  width: number,
  placed: Placement,
  scratchDir: string,
): Promise<void> {
  const scratch = join(scratchDir, `.decode-${randomUUID()}.v`);
  try {
    await image.toColourspace('srgb').removeAlpha().toFile(scratch);
    // Whole rows that start at yaw's origin (a full-width panorama not turned by GPano) read
    // straight into place; others row piece by piece, wrapping round.
    const straight = placed.width === width && placed.left === 0;
    const rows = straight ? data.subarray(placed.top * width * 3) : undefined;
    await readVipsPixels(
      scratch,
      placed,
      rows ?? ((chunk, at) => placeChunk(data, width, placed, chunk, at)),
    );
  } finally {
    await rm(scratch, { force: true });
  }
}

/** Where the scaled image lies on an equirect `width` px wide. */
function placementOf(layout: PanoramaLayout, width: number): Placement {
  const height = width / 2;
  const scale = width / layout.fullWidth;
  const placedWidth = Math.min(width, Math.max(1, Math.round(layout.width * scale)));
  const placedHeight = Math.min(height, Math.max(1, Math.round(layout.height * scale)));
  return {
    width: placedWidth,
    height: placedHeight,
    left: Math.round(layout.left * scale) % width,
    top: Math.max(0, Math.min(Math.round(layout.top * scale), height - placedHeight)),
  };
}

/**
 * Reads the pixels of a file in libvips' format (a 64-byte header, then the pixels row by row,
 * then metadata) in chunks, after checking that they are the expected RGB bytes: into `target`
 * as they lie, or through a buffer handed to `target` chunk by chunk.
 */
async function readVipsPixels(
  file: string,
  size: { width: number; height: number },
  target: Uint8Array | ((chunk: Uint8Array, at: number) => void),
): Promise<void> {
  const handle = await open(file);
  try {
    await checkVipsHeader(handle, size);
    const total = size.width * size.height * 3;
    const buffer = target instanceof Uint8Array ? target : new Uint8Array(Math.min(READ_CHUNK_BYTES, total));
    const place = target instanceof Uint8Array ? undefined : target;
    for (let at = 0; at < total;) {
      const length = Math.min(READ_CHUNK_BYTES, total - at);
      const { bytesRead } = await handle.read(buffer, place ? 0 : at, length, VIPS_HEADER_BYTES + at);
      if (bytesRead === 0) throw new Error(`Decoding stopped after ${at} of ${total} bytes.`);
      place?.(buffer.subarray(0, bytesRead), at);
      at += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/** Throws unless the file holds `size` pixels of 8-bit RGB. */
async function checkVipsHeader(handle: FileHandle, size: { width: number; height: number }): Promise<void> {
  const header = Buffer.alloc(VIPS_HEADER_BYTES);
  await handle.read(header, 0, VIPS_HEADER_BYTES, 0);
  const [fileWidth, fileHeight, bands, format] = [4, 8, 12, 20].map((at) => header.readInt32LE(at));
  // Format 0 is unsigned char: toColourspace('srgb') casts 16-bit sources down.
  if (fileWidth !== size.width || fileHeight !== size.height || bands !== 3 || format !== 0) {
    throw new Error(
      `Decoding gave ${fileWidth}×${fileHeight}, ${bands} bands of format ${format}, not ${size.width}×${size.height} RGB.`,
    );
  }
}

/** Copies bytes `at` … of the placed image's rows into the equirect, wrapping at its right edge. */
function placeChunk(data: Uint8Array, width: number, placed: Placement, chunk: Uint8Array, at: number): void {
  const rowBytes = placed.width * 3;
  const equirectRow = width * 3;
  let offset = 0;
  while (offset < chunk.length) {
    const position = at + offset;
    const row = Math.floor(position / rowBytes);
    if (row >= placed.height) return;
    const column = position - row * rowBytes;
    const count = Math.min(rowBytes - column, chunk.length - offset);
    const rowStart = (placed.top + row) * equirectRow;
    const x = placed.left * 3 + column;
    const first = Math.min(count, Math.max(0, equirectRow - x));
    if (first > 0) data.set(chunk.subarray(offset, offset + first), rowStart + x);
    if (count > first) {
      data.set(chunk.subarray(offset + first, offset + count), rowStart + x + first - equirectRow);
    }
    offset += count;
  }
}
