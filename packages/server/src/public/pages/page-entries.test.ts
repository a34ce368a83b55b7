import { describe, expect, it } from 'vitest';
import { entryPreloads, entryStyles, parsePageEntries } from './page-entries.js';

const entries = {
  'home-screen': {
    file: '/assets/home.js',
    imports: ['/assets/b.js'],
    styles: ['/assets/h.css', '/assets/b.css'],
  },
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

describe('entryStyles', () => {
  it("gives the style sheets of the entry's chunks the page does not link yet", () => {
    expect(entryStyles(entries['home-screen'], '')).toEqual(['/assets/h.css', '/assets/b.css']);
    expect(entryStyles(entries['home-screen'], '<link href="/assets/b.css">')).toEqual(['/assets/h.css']);
  });

  it('gives nothing for an entry without style sheets or one the build lacks', () => {
    expect(entryStyles(entries['tour-screen'], '')).toEqual([]);
    expect(entryStyles(undefined, '')).toEqual([]);
  });
});
