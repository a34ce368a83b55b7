import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  FACES,
  levelsForFaceSize,
  tileRect,
  tilesOfLevel,
  tileUrl,
  type CubePanorama,
  type Face,
} from '@tourview/schema';

/** RGB colour. */
export type Rgb = [number, number, number];

/**
 * Colour of a tile quadrant: red encodes face and quadrant, green the column, blue the row
 * and level, so one pixel tells exactly which tile of which level is on screen and that it
 * is not flipped.
 */
export function tileColour(z: number, face: Face, x: number, y: number, qx: number, qy: number): Rgb {
  return [30 + FACES.indexOf(face) * 40 + (qx * 2 + qy) * 8, 30 + x * 50, 30 + y * 50 + z * 15];
}

/** Colour of a preview face quadrant: green is 240, which no tile uses. */
export function previewColour(face: Face, qx: number, qy: number): Rgb {
  return [30 + FACES.indexOf(face) * 40, 240, 240 - (qx * 2 + qy) * 30];
}

/** An image of four solid quadrants. */
function quadrants(width: number, height: number, colour: (qx: number, qy: number) => Rgb): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      data.set(colour(px < width / 2 ? 0 : 1, py < height / 2 ? 0 : 1), (py * width + px) * 3);
    }
  }
  return data;
}

/** What a fixture tour is made of. */
export interface FixtureOptions {
  faceSize: number;
  tileSize: number;
  previewFaceSize: number;
  format: 'png' | 'webp';
}

async function encode(raw: Buffer, width: number, height: number, format: 'png' | 'webp'): Promise<Buffer> {
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png'
    ? image.png({ compressionLevel: 1 }).toBuffer()
    : image.webp({ quality: 80 }).toBuffer();
}

/** Writes a preview and every tile of every level into `dir`; returns the panorama record. */
export async function writeFixtureTour(dir: string, options: FixtureOptions): Promise<CubePanorama> {
  const { faceSize, tileSize, previewFaceSize: p, format } = options;
  const levels = levelsForFaceSize(faceSize, tileSize);
  const template = `tiles/{z}/{f}/{y}_{x}.${format}`;
  const previewRaw = Buffer.concat(
    FACES.map((face) => quadrants(p, p, (qx, qy) => previewColour(face, qx, qy))),
  );
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `preview.${format}`), await encode(previewRaw, p, p * 6, format));
  for (let z = 0; z < levels.length; z++) {
    const level = levels[z];
    if (!level) continue;
    await Promise.all(
      tilesOfLevel(levels, z).map(async (tile) => {
        const { width, height } = tileRect(level, tile.x, tile.y);
        const raw = quadrants(width, height, (qx, qy) => tileColour(z, tile.face, tile.x, tile.y, qx, qy));
        const file = join(dir, tileUrl(template, tile));
        await mkdir(join(file, '..'), { recursive: true });
        await writeFile(file, await encode(raw, width, height, format));
      }),
    );
  }
  return { levels, tileUrl: template, preview: { url: `preview.${format}`, faceSize: p } };
}
