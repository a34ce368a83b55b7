import { describe, expect, it } from 'vitest';
import { modulePreloads } from './route-preloads.js';

const manifest = JSON.stringify({
  'src/app/routes/tour.tsx': {
    file: 'assets/tour.js',
    imports: ['_a.js', '_b.js'],
    dynamicImports: ['_lazy.js'],
  },
  '_a.js': { file: 'assets/a.js', imports: ['_b.js', '_c.js'] },
  '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
  '_c.js': { file: 'assets/c.js' },
  '_lazy.js': { file: 'assets/lazy.js' },
});

describe('modulePreloads', () => {
  it('follows static imports recursively, once each, and skips dynamic ones', () => {
    expect(modulePreloads(manifest, 'src/app/routes/tour.tsx', '')).toEqual([
      '/assets/tour.js',
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
    ]);
  });

  it('leaves out chunks the page already references', () => {
    expect(modulePreloads(manifest, 'src/app/routes/tour.tsx', '<link href="/assets/b.js">')).not.toContain(
      '/assets/b.js',
    );
  });

  it('gives nothing for an unknown module or an unreadable manifest', () => {
    expect(modulePreloads(manifest, 'src/other.tsx', '')).toEqual([]);
    expect(modulePreloads('{not json', 'src/app/routes/tour.tsx', '')).toEqual([]);
    expect(modulePreloads('{"x": 1}', 'src/app/routes/tour.tsx', '')).toEqual([]);
  });
});
