// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTourBoot } from './vite-tour-boot.js';

/**
 * The tour page's inline first script, gzip level 9: the engine (its own budget is 20 kB) and
 * the code that shows the first room. Every visit to a tour page downloads it with the page,
 * cached or not, so it stays small: it measured 15.1 kB when it went inline.
 */
const TOUR_BOOT_GZIP_BUDGET = 17 * 1024;

const APP_ROOT = fileURLToPath(new URL('.', import.meta.url));
const APP_START_URL = '/assets/app-start-test.js';

describe("the tour page's inline first script", () => {
  let script: string;

  beforeAll(async () => {
    // Vitest sets `NODE_ENV` to `test`, which Vite would keep in the build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      script = await buildTourBoot(APP_ROOT, { __TEST_HOOKS__: 'false' }, APP_START_URL);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }, 60000);

  it(`weighs at most ${TOUR_BOOT_GZIP_BUDGET / 1024} kB, gzip`, () => {
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(TOUR_BOOT_GZIP_BUDGET);
  });

  it('carries the engine and imports only the app, by its URL, once the first room is shown', () => {
    expect(script).toContain('webgl');
    expect([...script.matchAll(/\bimport\s*\(\s*([^)]*)\)/g)].map((m) => m[1])).toEqual([
      `\`${APP_START_URL}\``,
    ]);
    expect(script).not.toMatch(/^import\b|[;}]import\s*[{*\w]/m);
  });
});
