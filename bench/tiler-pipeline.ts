import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_TILE_SIZE, levelsForFaceSize } from '@tourview/schema';
import { faceSizeFor, TILE_WEBP } from '@tourview/tiler';
import pLimit from 'p-limit';
import sharp from 'sharp';

const IMPORT_CHILD = fileURLToPath(new URL('./tiler-import-child.ts', import.meta.url));
const FLOOR_CHILD = fileURLToPath(new URL('./tiler-floor-child.ts', import.meta.url));

/** What one import in a child process measured (see tiler-import-child.ts). */
export interface ChildImport {
  ms: number;
  sceneMs: number[];
  firstSceneCpuMs: number;
  maxRssMb: number;
}

async function runChild(script: string, args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=tourview-source', '--import', 'tsx', script, ...args],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

/** Imports a tour of `manifest` from `folder` in a child process: its times and peak memory. */
export async function importInChild(folder: string, manifest: unknown): Promise<ChildImport> {
  await writeFile(join(folder, 'tour.json'), JSON.stringify(manifest));
  const dataDir = join(folder, 'data');
  await mkdir(dataDir, { recursive: true });
  return (await runChild(IMPORT_CHILD, [folder, dataDir])) as ChildImport;
}

/** {@link decodeAndEncode} in a child process, started as the import's child is. */
export async function decodeAndEncodeInChild(
  file: string,
  width: number,
): Promise<{ ms: number; cpuMs: number }> {
  return (await runChild(FLOOR_CHILD, [file, String(width)])) as { ms: number; cpuMs: number };
}

/**
 * The floor under an import's time: decoding the panorama once, plus WebP-encoding as many
 * tile pixels as its pyramid has (512-px tiles cut from the decoded image, as many at once as
 * there are cores). Milliseconds.
 */
export async function decodeAndEncode(file: string, width: number): Promise<number> {
  const started = performance.now();
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const tilePixels = levelsForFaceSize(faceSizeFor(width)).reduce((sum, l) => sum + 6 * l.size * l.size, 0);
  const tiles = Math.ceil(tilePixels / DEFAULT_TILE_SIZE ** 2);
  const limit = pLimit(Math.max(2, availableParallelism()));
  const across = Math.floor(info.width / DEFAULT_TILE_SIZE);
  await Promise.all(
    Array.from({ length: tiles }, (_, i) =>
      limit(() =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
          .extract({
            left: (i % across) * DEFAULT_TILE_SIZE,
            top: (Math.floor(i / across) % Math.floor(info.height / DEFAULT_TILE_SIZE)) * DEFAULT_TILE_SIZE,
            width: DEFAULT_TILE_SIZE,
            height: DEFAULT_TILE_SIZE,
          })
          .webp(TILE_WEBP)
          .toBuffer(),
      ),
    ),
  );
  return performance.now() - started;
}
