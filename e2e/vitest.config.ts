import { resolve } from 'node:path';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against production builds, one file at a time (2 cores). */
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
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
