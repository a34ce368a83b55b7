import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tileUrl, tilesOfLevel, type Tour } from '@tourview/schema';
import type { S3MediaConfig } from '@tourview/storage';
import { describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { bucketAndDataDirEachTest } from '../testing/bucket-data-dir.js';
import { startUploadGate } from '../test-support/upload-gate.js';
import { liveBuildOf } from './builds.js';
import { importTour } from './import-tour.js';
import { fromSource } from '../test-support/source-node.js';

const CHILD = fileURLToPath(new URL('../test-support/import-child.ts', import.meta.url));
const ROOMS = join(FIXTURES, 'two-rooms');

const bucket = bucketAndDataDirEachTest();

interface Exit {
  code: number | null;
  stderr: string;
}

/** Imports ROOMS as `code` in a process of its own (as the CLI and the server are). */
function importInChild(code: string, media: S3MediaConfig): { exited: Promise<Exit> } {
  const child = spawn(
    process.execPath,
    [...fromSource(CHILD), ROOMS, bucket.data.dataDir, code, JSON.stringify(media)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return {
    exited: new Promise((resolve) => child.on('exit', (exitCode) => resolve({ code: exitCode, stderr }))),
  };
}

/** Fails the test unless every tile of every level of the tour's live build is in the bucket. */
async function expectWhole(tour: Tour): Promise<void> {
  const refs = tour.scenes.flatMap((s) =>
    s.panorama.levels.flatMap((_, z) =>
      tilesOfLevel(s.panorama.levels, z).map((t) => tileUrl(s.panorama.tileUrl, t)),
    ),
  );
  expect(refs.length).toBeGreaterThan(10);
  for (const ref of refs) expect((await fetch(`${bucket.s3.publicBaseUrl}/${ref}`)).status, ref).toBe(200);
}

describe('two imports of one tour at once, in two processes', () => {
  it('refuses the second with tour_busy while the first uploads; the first ends whole, other tours import meanwhile', async () => {
    const original = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
    });
    const gate = await startUploadGate(bucket.s3.config.endpoint ?? '', 5, 'hold');
    try {
      const first = importInChild('flat', { ...bucket.s3.config, endpoint: gate.endpoint });
      while (gate.uploads() <= 5) await new Promise((resolve) => setTimeout(resolve, 20));

      const second = await importInChild('flat', bucket.s3.config).exited;
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain('tour_busy');
      expect((await importInChild('other', bucket.s3.config).exited).code).toBe(0);

      gate.release();
      expect((await first.exited).code).toBe(0);
    } finally {
      await gate.close();
    }
    const flat = await showTour(bucket.data, 'flat');
    const live = liveBuildOf(flat);
    expect(live).not.toBe(original.buildId);
    await expectWhole(flat);
    expect((await bucket.store.listBuilds('flat')).sort()).toEqual([original.buildId, live].sort());
    await expectWhole(await showTour(bucket.data, 'other'));

    const again = await importTour({
      folder: ROOMS,
      dataDir: bucket.data.dataDir,
      code: 'flat',
      media: bucket.s3.config,
      replace: true,
    });
    await expectWhole(await showTour(bucket.data, 'flat'));
    expect(liveBuildOf(await showTour(bucket.data, 'flat'))).toBe(again.buildId);
  });
});
