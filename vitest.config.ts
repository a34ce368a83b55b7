import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Vitest's own server conditions: Vite's without `module`, which would pick packages' ESM
// builds meant for bundlers.
const SERVER_CONDITIONS = defaultServerConditions.filter((condition) => condition !== 'module');

/** Tests run the workspace packages from their sources, never from a `dist/` that may be stale. */
function fromSources(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  return {
    ...project,
    resolve: { conditions: ['tourview-source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['tourview-source', ...SERVER_CONDITIONS] } },
  };
}

/**
 * The server's and the storage's test files share their worker's modules instead of each
 * importing the server, the storage and their libraries anew (about 0.9 s a file): the server's
 * 82 files took 146 s alone with isolation and 94 s without, the storage's 29 took 54 s and 36 s,
 * and both passed with their files shuffled. What such a test changes outside its own objects
 * (the environment, the clock) it restores in its hooks. The other projects keep isolation:
 * the front ends' files keep hints in their documents' storage, and a tiler test mocks a module.
 */
const SHARE_MODULES = { isolate: false } as const;

export default defineConfig({
  test: {
    // Vitest runs one file at a time on 2 cores (it leaves a core free); two at once took the
    // unit run from 602 s to 351 s there, and three no further (346 s). More cores keep its default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'schema', include: ['packages/schema/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'viewer', include: ['packages/viewer/src/**/*.test.ts'], environment: 'happy-dom' } },
      {
        test: {
          name: 'storage',
          include: ['packages/storage/src/**/*.test.ts'],
          environment: 'node',
          ...SHARE_MODULES,
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          ...SHARE_MODULES,
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'tiler',
          include: ['packages/tiler/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'app',
          include: ['packages/app/src/**/*.test.{ts,tsx}', 'packages/app/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'studio',
          include: ['packages/studio/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'demo',
          include: ['demo/render/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
        },
      },
    ].map(fromSources),
  },
});
