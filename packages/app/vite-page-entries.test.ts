import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_ENTRY_NAMES, type PageEntryName } from '@tourview/schema';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_ENTRY_SOURCES, pageEntriesOf } from './vite-page-entries.js';

const sources: Record<PageEntryName, string> = {
  'home-screen': '/app/src/home.tsx',
  'tour-screen': '/app/src/tour.tsx',
  'video-screen': '/app/src/video.tsx',
};

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputBundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

const style = { type: 'asset', fileName: 'assets/tour.css' } as unknown as Rollup.OutputAsset;
const complete = bundleOf(
  chunk(
    'assets/tour.js',
    sources['tour-screen'],
    ['assets/a.js', 'assets/b.js', 'assets/tour.css'],
    ['assets/lazy.js'],
  ),
  chunk('assets/a.js', null, ['assets/b.js', 'assets/c.js'], ['assets/lazy.js']),
  chunk('assets/b.js', null, ['assets/a.js']),
  chunk('assets/c.js', null, [], [], ['assets/c.css']),
  chunk('assets/lazy.js', null, [], [], ['assets/lazy.css']),
  chunk('assets/video.js', sources['video-screen'], ['assets/b.js']),
  chunk('assets/home.js', sources['home-screen'], ['assets/c.js'], [], ['assets/home.css']),
  style,
);

describe('pageEntriesOf', () => {
  it('names each entry chunk with its static imports, recursively, once each, and their styles, and no dynamic ones', () => {
    expect(pageEntriesOf(complete, sources, '/')).toEqual({
      'tour-screen': {
        file: '/assets/tour.js',
        imports: ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
        styles: ['/assets/c.css'],
      },
      'video-screen': {
        file: '/assets/video.js',
        imports: ['/assets/b.js', '/assets/a.js', '/assets/c.js'],
        styles: ['/assets/c.css'],
      },
      'home-screen': {
        file: '/assets/home.js',
        imports: ['/assets/c.js'],
        styles: ['/assets/home.css', '/assets/c.css'],
      },
    });
  });

  it('writes URLs under the base the app is served from', () => {
    expect(pageEntriesOf(complete, sources, '/tours/')['home-screen']).toEqual({
      file: '/tours/assets/home.js',
      imports: ['/tours/assets/c.js'],
      styles: ['/tours/assets/home.css', '/tours/assets/c.css'],
    });
  });

  it('fails, naming them, when declared entries are not in the bundle', () => {
    const { 'assets/video.js': _video, 'assets/home.js': _home, ...rest } = complete;
    expect(() => pageEntriesOf(rest, sources, '/')).toThrow(
      'no chunk for the page entries home-screen (/app/src/home.tsx), video-screen (/app/src/video.tsx)',
    );
  });
});

describe('PAGE_ENTRY_SOURCES', () => {
  it('names an existing module of the app for every entry of the page contract', () => {
    for (const name of PAGE_ENTRY_NAMES) {
      expect(existsSync(fileURLToPath(new URL(PAGE_ENTRY_SOURCES[name], import.meta.url))), name).toBe(true);
    }
  });
});
