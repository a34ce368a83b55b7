import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { CubePanorama } from '@tourview/schema';
import { launchBrowser } from '../../support/browser.js';
import { closeContexts } from '../../support/use-browser.js';
import { buildHarness } from './build-harness.js';
import { writeFixtureTour } from './fixture-tour.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** What every viewer browser test needs; filled in by the hooks `useViewerSuite` registers. */
export interface ViewerSuite {
  pano: CubePanorama;
  /** The folder the fixture tour is written to (served at `/tour/`). */
  tourDir: string;
  server: StaticServer;
  /** Every context a test opens is closed after it, passed or failed. */
  browser: Browser;
}

/**
 * Registers hooks that build the harness, write the colour fixture tour (1024 px faces,
 * 256 px tiles: levels 256/512/1024, preview faces 64 px), serve both and start Chromium.
 */
export function useViewerSuite(): ViewerSuite {
  const suite = {} as ViewerSuite;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'viewer-e2e-'));
    const [dist, pano] = await Promise.all([
      buildHarness({ outDir: join(dir, 'harness') }),
      writeFixtureTour(join(dir, 'tour'), {
        faceSize: 1024,
        tileSize: 256,
        previewFaceSize: 64,
        format: 'png',
      }),
    ]);
    suite.pano = pano;
    suite.tourDir = join(dir, 'tour');
    suite.server = await startStaticServer({ '/harness/': dist, '/tour/': join(dir, 'tour') });
    suite.browser = await launchBrowser();
  });
  afterEach(() => closeContexts(suite.browser));
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return suite;
}
