import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { FIXTURES } from './fixtures.js';
import { join } from 'node:path';

/** RGB pixels, row by row. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The cube-colours panorama (each cube-face region one flat colour) at `width` px. */
export async function cubeColours(width: number): Promise<RawImage> {
  const data = await sharp(join(FIXTURES, 'cube-colours', 'cube-colours.png'))
    .resize(width, width / 2, { kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height: width / 2 };
}

/**
 * The pixels a camera stores for an image it shows as `shown` under EXIF orientation `n`:
 * where stored pixel (x, y) appears once the orientation is applied, from the EXIF
 * specification's "row 0 is the visual …, column 0 is the visual …" table.
 */
export function storedFor(shown: RawImage, n: number): RawImage {
  const turned = n >= 5;
  const width = turned ? shown.height : shown.width;
  const height = turned ? shown.width : shown.height;
  const data = Buffer.alloc(shown.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [dx, dy] = shownAt(n, x, y, width, height);
      shown.data.copy(
        data,
        (y * width + x) * 3,
        (dy * shown.width + dx) * 3,
        (dy * shown.width + dx) * 3 + 3,
      );
    }
  }
  return { data, width, height };
}

function shownAt(n: number, x: number, y: number, w: number, h: number): [number, number] {
  switch (n) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [h - 1 - y, x];
    case 7:
      return [h - 1 - y, w - 1 - x];
    case 8:
      return [y, w - 1 - x];
    default:
      return [x, y];
  }
}

/** A JPEG of raw pixels, chroma kept at full resolution so flat colours stay flat. */
export function jpegOf(image: RawImage) {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({
    quality: 95,
    chromaSubsampling: '4:4:4',
  });
}

/** An XMP packet carrying GPano properties as attributes of one description, the way most phones write it. */
export function gpanoXmp(props: Record<string, number>): string {
  const attrs = Object.entries(props)
    .map(([k, v]) => ` GPano:${k}="${v}"`)
    .join('');
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description rdf:about="" xmlns:GPano="http://ns.google.com/photos/1.0/panorama/"${attrs}/>` +
    '</rdf:RDF></x:xmpmeta>'
  );
}

/**
 * A phone's partial panorama of a 1024×512 `full` one: its middle half (pitch ±45°) as a JPEG
 * whose GPano XMP places it, `left` pixels round from yaw's origin, and turns its heading by 30°.
 */
export function phoneBandOf(full: RawImage, left = 0): Promise<Buffer> {
  return jpegOf({ data: full.data.subarray(128 * 1024 * 3, 384 * 1024 * 3), width: 1024, height: 256 })
    .withXmp(
      gpanoXmp({
        FullPanoWidthPixels: 1024,
        FullPanoHeightPixels: 512,
        CroppedAreaImageWidthPixels: 1024,
        CroppedAreaImageHeightPixels: 256,
        CroppedAreaLeftPixels: left,
        CroppedAreaTopPixels: 128,
        PoseHeadingDegrees: 30,
      }),
    )
    .toBuffer();
}

/**
 * A decompression bomb: a few dozen bytes of PNG whose header claims `width`×`height` pixels.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
