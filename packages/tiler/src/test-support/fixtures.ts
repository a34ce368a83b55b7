import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Face } from '@tourview/schema';
import sharp from 'sharp';

/** The repository's fixtures folder. */
export const FIXTURES = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));

/** The RGB colour of each cube face in the cube-colours panorama. */
export const FACE_COLOURS = JSON.parse(
  readFileSync(join(FIXTURES, 'cube-colours', 'face-colours.json'), 'utf8'),
) as Record<Face, [number, number, number]>;

/** A fresh, empty data folder; `remove` deletes it. */
export async function temporaryDataDir(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tourview-tiler-'));
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** The RGB colour of one pixel of an image file. */
export async function pixelAt(file: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const o = (Math.floor(y) * info.width + Math.floor(x)) * 3;
  return [data[o] ?? -1, data[o + 1] ?? -1, data[o + 2] ?? -1];
}

/** Largest difference between two colours, channel by channel. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));
}
