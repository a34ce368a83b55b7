import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'schema', include: ['packages/schema/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'viewer', include: ['packages/viewer/src/**/*.test.ts'], environment: 'happy-dom' } },
      {
        test: {
          name: 'storage',
          include: ['packages/storage/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
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
    ],
  },
});
