import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../media/probe-image.js';
import type { PanoramaLayout } from '../media/panorama-layout.js';
import type { Equirect } from './equirect.js';
import { fillUncovered, type Placement } from './fill-uncovered.js';

/**
 * Decodes a panorama file onto a full equirect `width` px wide, in shared memory so worker
 * threads read it without copies: EXIF orientation applied first, colours converted to sRGB
 * from any embedded profile (Display P3, Adobe RGB), the image scaled and placed where its
 * layout says, and the part it does not cover filled calmly (see fill-uncovered.ts).
 *
 * libvips streams the rows straight into the shared buffer, so the decoded image is never
 * held twice; JPEG shrinks while it decodes when `width` is half the file's or less.
 */
export async function decodePanorama(file: string, layout: PanoramaLayout, width: number): Promise<Equirect> {
  const height = width / 2;
  const scale = width / layout.fullWidth;
  const placed: Placement = {
    width: Math.min(width, Math.max(1, Math.round(layout.width * scale))),
    height: Math.min(height, Math.max(1, Math.round(layout.height * scale))),
    left: Math.round(layout.left * scale) % width,
    top: 0,
  };
  placed.top = Math.max(0, Math.min(Math.round(layout.top * scale), height - placed.height));
  const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  if (placed.width !== layout.width || placed.height !== layout.height) {
    image.resize(placed.width, placed.height, { fit: 'fill' });
  }
  const data = new Uint8Array(new SharedArrayBuffer(width * height * 3));
  let received = 0;
  for await (const chunk of image.toColourspace('srgb').removeAlpha().raw()) {
    placeChunk(data, width, placed, chunk as Buffer, received);
    received += (chunk as Buffer).length;
  }
  if (received !== placed.width * placed.height * 3) {
    throw new Error(`Decoding ${file} gave ${received} bytes, not ${placed.width}×${placed.height} RGB.`);
  }
  const equirect = { data, width, height };
  fillUncovered(equirect, placed);
  return equirect;
}

/** Copies bytes `at` … of the placed image's rows into the equirect, wrapping at its right edge. */
function placeChunk(data: Uint8Array, width: number, placed: Placement, chunk: Buffer, at: number): void {
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
