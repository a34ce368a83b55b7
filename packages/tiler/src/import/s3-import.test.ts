import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { tileUrl, tilesOfLevel, type Tour } from '@tourview/schema';
import type { S3MediaConfig } from '@tourview/storage';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { bucketAndDataDirEachTest } from '../testing/bucket-data-dir.js';
import { startUploadGate } from '../test-support/upload-gate.js';
import { importTour } from './import-tour.js';
import { liveBuildOf } from './builds.js';
import { fromSource, SOURCE_CLI } from '../test-support/source-node.js';

const CHILD = fileURLToPath(new URL('../test-support/import-child.ts', import.meta.url));
const ROOMS = join(FIXTURES, 'two-rooms');

const bucket = bucketAndDataDirEachTest();

/** Every media reference of a tour: tiles of every level, previews, thumbnails, files, share image. */
function refsOf(tour: Tour): string[] {
  const tiles = tour.scenes.flatMap((s) =>
    s.panorama.levels.flatMap((_, z) =>
      tilesOfLevel(s.panorama.levels, z).map((t) => tileUrl(s.panorama.tileUrl, t)),
    ),
  );
  const scenes = tour.scenes.flatMap((s) => [s.panorama.preview.url, s.thumbnail]);
  const share = tour.shareImage ? [tour.shareImage.url] : [];
  return [...tiles, ...scenes, ...tour.floorPlans.map((p) => p.image), ...share];
}

async function tour(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: bucket.data.dataDir, ...bucket.s3.env };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [...fromSource(SOURCE_CLI), ...args], {
    env,
    cwd: bucket.data.dataDir,
  });
  return stdout;
}

function buildRef(ref: string): string {
  return ref.split('/').slice(3).join('/');
}

describe('importing into an S3 bucket', () => {
  it('publishes through the tour binary every file byte for byte as the media folder gets it, and removes it with the tour', async () => {
    await tour('import', ROOMS, '--code', 'flat');
    const inS3 = await showTour(bucket.data, 'flat');
    await importTour({ folder: ROOMS, dataDir: bucket.data.dataDir, code: 'local' });
    const local = await showTour(bucket.data, 'local');
    const localFiles = new Map(refsOf(local).map((ref) => [buildRef(ref), ref]));

    const refs = refsOf(inS3);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const answer = await fetch(`${bucket.s3.publicBaseUrl}/${ref}`);
      expect(answer.status, ref).toBe(200);
      const bytes = Buffer.from(await answer.arrayBuffer());
      const file = join(bucket.data.dataDir, 'media', localFiles.get(buildRef(ref)) ?? ref);
      expect(bytes.equals(readFileSync(file)), ref).toBe(true);
    }

    await tour('remove', 'flat');
    expect(await bucket.store.listBuilds('flat')).toEqual([]);
  });

  it('keeps every build a version points at, so any version can be rolled back to', async () => {
    const first = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
    });
    const second = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
      replace: true,
    });
    expect((await bucket.store.listBuilds('flat')).sort()).toEqual([first.buildId, second.buildId].sort());
    const third = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
      replace: true,
    });
    expect((await bucket.store.listBuilds('flat')).sort()).toEqual(
      [first.buildId, second.buildId, third.buildId].sort(),
    );
  });

  it('fails an import whose upload the bucket refuses: the old record and build stay, no object of the new one', async () => {
    const first = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
    });
    const before = await showTour(bucket.data, 'flat');
    const gate = await startUploadGate(bucket.s3.config.endpoint ?? '', 5, 'fail');
    try {
      const media: S3MediaConfig = { ...bucket.s3.config, endpoint: gate.endpoint };
      const error = await importTour({
        folder: ROOMS,
        dataDir: bucket.data.dataDir,
        code: 'flat',
        media,
        replace: true,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'media_store_failed' });
    } finally {
      await gate.close();
    }
    expect(await showTour(bucket.data, 'flat')).toEqual(before);
    expect(await bucket.store.listBuilds('flat')).toEqual([first.buildId]);
  });

  it('leaves no record pointing at what an import killed during its upload wrote; the next import removes it', async () => {
    await importTour({ folder: ROOMS, dataDir: bucket.data.dataDir, code: 'flat', media: bucket.s3.config });
    const before = await showTour(bucket.data, 'flat');
    const gate = await startUploadGate(bucket.s3.config.endpoint ?? '', 5, 'stall');
    try {
      const media = JSON.stringify({ ...bucket.s3.config, endpoint: gate.endpoint });
      const child = spawn(
        process.execPath,
        [...fromSource(CHILD), ROOMS, bucket.data.dataDir, 'flat', media],
        {
          stdio: 'ignore',
        },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      while (gate.uploads() <= 5) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGKILL');
      await exited;
    } finally {
      await gate.close();
    }
    expect(await showTour(bucket.data, 'flat')).toEqual(before);
    const live = liveBuildOf(before);
    const builds = await bucket.store.listBuilds('flat');
    expect(builds).toHaveLength(2);
    for (const ref of refsOf(before))
      expect((await fetch(`${bucket.s3.publicBaseUrl}/${ref}`)).status, ref).toBe(200);

    const next = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
      replace: true,
    });
    expect((await bucket.store.listBuilds('flat')).sort()).toEqual([live, next.buildId].sort());
  });
});
