import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tileUrl, tilesOfLevel, type Tour } from '@tourview/schema';
import { openMediaStore, type MediaStore, type S3MediaConfig } from '@tourview/storage';
import { startLocalS3, type LocalS3 } from '@tourview/storage/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { showTour } from '../commands/tours.js';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';
import { startUploadGate } from '../test-support/upload-gate.js';
import { liveBuildOf } from './builds.js';
import { importTour } from './import-tour.js';

const CHILD = fileURLToPath(new URL('../test-support/import-child.ts', import.meta.url));
const ROOMS = join(FIXTURES, 'two-rooms');

let s3: LocalS3;
let store: MediaStore;
let data: Awaited<ReturnType<typeof temporaryDataDir>>;
beforeAll(async () => (s3 = await startLocalS3()));
afterAll(() => s3.stop());
beforeEach(async () => {
  data = await temporaryDataDir();
  store = openMediaStore({ dataDir: data.dataDir, media: s3.config });
});
afterEach(() => data.remove());

interface Exit {
  code: number | null;
  stderr: string;
}

/** Imports ROOMS as `code` in a process of its own (as the CLI and the server are). */
function importInChild(code: string, media: S3MediaConfig): { exited: Promise<Exit> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, ROOMS, data.dataDir, code, JSON.stringify(media)],
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
  for (const ref of refs) expect((await fetch(`${s3.publicBaseUrl}/${ref}`)).status, ref).toBe(200);
}

describe('two imports of one tour at once, in two processes', () => {
  it('refuses the second with tour_busy while the first uploads; the first ends whole, other tours import meanwhile', async () => {
    const original = await importTour({
      folder: ROOMS,
      dataDir: data.dataDir,
      code: 'flat',
      media: s3.config,
    });
    const gate = await startUploadGate(s3.config.endpoint ?? '', 5, 'hold');
    try {
      const first = importInChild('flat', { ...s3.config, endpoint: gate.endpoint });
      while (gate.uploads() <= 5) await new Promise((resolve) => setTimeout(resolve, 20));

      const second = await importInChild('flat', s3.config).exited;
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain('tour_busy');
      expect((await importInChild('other', s3.config).exited).code).toBe(0);

      gate.release();
      expect((await first.exited).code).toBe(0);
    } finally {
      await gate.close();
    }
    const flat = await showTour(data, 'flat');
    const live = liveBuildOf(flat);
    expect(live).not.toBe(original.buildId);
    await expectWhole(flat);
    expect((await store.listBuilds('flat')).sort()).toEqual([original.buildId, live].sort());
    await expectWhole(await showTour(data, 'other'));

    const again = await importTour({
      folder: ROOMS,
      dataDir: data.dataDir,
      code: 'flat',
      media: s3.config,
      replace: true,
    });
    await expectWhole(await showTour(data, 'flat'));
    expect(liveBuildOf(await showTour(data, 'flat'))).toBe(again.buildId);
  });
});
