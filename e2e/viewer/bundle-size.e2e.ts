import { describe, expect, it } from 'vitest';
import { ENGINE_GZIP_BUDGET, measureEngine } from './support/engine-size.js';

describe('engine bundle budget', () => {
  it('is at most 20 kB gzip, minified, with everything it imports', async () => {
    const { gzip, minified } = await measureEngine();
    expect(minified).toBeGreaterThan(10_000);
    expect(gzip).toBeLessThanOrEqual(ENGINE_GZIP_BUDGET);
  });
});
