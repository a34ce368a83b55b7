import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The demo renderer's tests, until the root config lists a `demo` project. */
export default defineConfig({
  test: {
    name: 'demo',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['demo/render/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
  },
});
