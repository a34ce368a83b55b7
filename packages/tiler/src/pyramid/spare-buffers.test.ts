import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubeReprojector } from '../project/cube-faces.js';
import { WorkerPool } from '../project/worker-pool.js';
import { cubeColours, jpegOf, phoneBandOf } from '../test-support/camera-fixtures.js';
import { temporaryDataDir } from '../test-support/fixtures.js';
import { tileScene } from './scene-tiles.js';

let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let pool: WorkerPool;
beforeAll(async () => {
  data = await temporaryDataDir();
  pool = new WorkerPool(2);
});
afterAll(async () => {
  await pool.close();
  await data.remove();
});

/** Every file below a folder, by its path inside it. */
function filesOf(dir: string): Map<string, Buffer> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    entries.map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name))]),
  );
}

describe('buffers reused from panorama to panorama', () => {
  it('leave nothing of the last panorama in the next one, a partial panorama included', async () => {
    const full = await cubeColours(1024);
    const fullFile = join(data.dataDir, 'full.jpg');
    writeFileSync(fullFile, await jpegOf(full).toBuffer());
    // The middle half of the same panorama, turned and placed by GPano: the rest is filled.
    const band = await phoneBandOf(full);
    const bandFile = join(data.dataDir, 'band.jpg');
    writeFileSync(bandFile, band);
    const view = { yaw: 0, pitch: 0, fov: 90 };
    const shared = { reprojector: new CubeReprojector(pool), limit: pLimit(2) };
    shared.reprojector.spares.sharedBytes = Infinity;
    await tileScene({ file: fullFile }, view, join(data.dataDir, 'first'), shared);
    await tileScene({ file: bandFile }, view, join(data.dataDir, 'after'), shared);
    const fresh = { reprojector: new CubeReprojector(pool), limit: pLimit(2) };
    await tileScene({ file: bandFile }, view, join(data.dataDir, 'alone'), fresh);
    const after = filesOf(join(data.dataDir, 'after'));
    const alone = filesOf(join(data.dataDir, 'alone'));
    expect([...after.keys()].sort()).toEqual([...alone.keys()].sort());
    for (const [name, bytes] of alone) expect(after.get(name)?.equals(bytes), name).toBe(true);
  });
});
