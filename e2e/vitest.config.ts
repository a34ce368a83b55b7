import { resolve } from 'node:path';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Chromium against production builds, two files at a time on the one shared
 * server. Much of a browser test waits (a throttled network, a publish job, a timed visit), so
 * on 2 cores two files at once took the run from 864 s to 641 s; each file then takes about
 * 1.4× as long, which the tests' time-outs allow. Tests that share the server must not assume
 * they are alone on it (a tour they count by title gets a title of its own).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  // The tests' own helpers run from sources; the server and the CLI they start are compiled.
  ssr: {
    resolve: {
      conditions: ['tourview-source', ...defaultServerConditions.filter((c) => c !== 'module')],
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
