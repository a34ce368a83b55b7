import { describe, expect, it } from 'vitest';
import { entryPreloads, parsePageEntries } from './page-entries.js';

const entries = {
  'early-viewer': { file: '/assets/boot.js', imports: ['/assets/engine.js'] },
  'home-screen': { file: '/assets/home.js', imports: ['/assets/b.js'] },
  'tour-screen': { file: '/assets/tour.js', imports: ['/assets/a.js', '/assets/b.js'] },
  'video-screen': { file: '/assets/video.js', imports: ['/assets/b.js'] },
};

describe('parsePageEntries', () => {
  it('reads the file the app build writes', () => {
    expect(parsePageEntries(JSON.stringify(entries))).toEqual(entries);
  });

  it('gives null for a missing or unreadable file, or one that lacks an entry', () => {
    const { 'tour-screen': _, ...withoutTour } = entries;
    expect(parsePageEntries(null)).toBeNull();
    expect(parsePageEntries('{not json')).toBeNull();
    expect(parsePageEntries(JSON.stringify(withoutTour))).toBeNull();
  });
});

describe('entryPreloads', () => {
  it("gives the entry's script, then its imports", () => {
    expect(entryPreloads(entries['tour-screen'], '')).toEqual([
      '/assets/tour.js',
      '/assets/a.js',
      '/assets/b.js',
    ]);
  });

  it('leaves out chunks the page already references', () => {
    expect(entryPreloads(entries['tour-screen'], '<link href="/assets/b.js">')).toEqual([
      '/assets/tour.js',
      '/assets/a.js',
    ]);
  });

  it('gives nothing for an entry the build lacks', () => {
    expect(entryPreloads(undefined, '')).toEqual([]);
  });
});
