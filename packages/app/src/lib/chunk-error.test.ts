import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error.js';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/tour-1.js',
    'error loading dynamically imported module: https://x.test/assets/tour-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/tour-1.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves crashes and other values alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
