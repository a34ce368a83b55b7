import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from './errors.js';
import { resolveOptions } from './options.js';

describe('viewer options', () => {
  it('fills every default', () => {
    expect(resolveOptions({ baseUrl: '/media', reducedMotion: false })).toEqual({
      baseUrl: '/media',
      label: '',
      reducedMotion: false,
      minFov: 30,
      maxFov: 100,
      textureBudgetBytes: 64 * 1024 * 1024,
      maxConcurrentRequests: 24,
    });
  });

  it('rejects nonsense with a clear message', () => {
    expect(() => resolveOptions({ baseUrl: '/m', minFov: -1 })).toThrow('minFov must be a positive number.');
    expect(() => resolveOptions({ baseUrl: '/m', maxFov: 0 })).toThrow(InvalidOptionsError);
    expect(() => resolveOptions({ baseUrl: 1 as unknown as string })).toThrow(InvalidOptionsError);
    expect(() => resolveOptions({ baseUrl: '/m', minFov: 90, maxFov: 60 })).toThrow('minFov <= maxFov');
    expect(() => resolveOptions({ baseUrl: '/m', textureBudgetBytes: Number.NaN })).toThrow(
      /textureBudgetBytes/,
    );
  });
});
