import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  HOME_FRAME_FILE,
  PAGE_ENTRIES_FILE,
  TOUR_BOOT_FILE,
  type HomeFrames,
  type PageEntries,
} from '@tourview/schema';

/** The tour page's first script in the tiny build: what tour pages carry inline. */
export const FAKE_TOUR_BOOT = 'import("/assets/app-start-fff666.js").then((m) => m.startApp(null));';

/**
 * Files of a tiny built app: an index page, hashed chunks, and the page entries, home frames
 * and tour page script its build writes.
 */
const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><title>Tourview</title>' +
    '<script type="module" crossorigin src="/assets/index-aaa111.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-ccc333.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/app-eee555.css"></head>' +
    '<body><div id="root"></div></body></html>',
  'assets/index-aaa111.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'assets/tour-bbb222.js': 'export const tour = 1;',
  'assets/shared-ccc333.js': 'export const shared = 1;',
  'assets/viewer-ddd444.js': 'export const viewer = 1;',
  'assets/app-start-fff666.js': 'export function startApp() {}',
  'assets/video-ggg777.js': 'export const video = 1;',
  'assets/home-hhh888.js': 'export const home = 1;',
  'assets/app-eee555.css': 'body{margin:0}',
  'assets/home-iii999.css': 'main{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  [PAGE_ENTRIES_FILE]: JSON.stringify({
    'home-screen': {
      file: '/assets/home-hhh888.js',
      imports: ['/assets/shared-ccc333.js'],
      styles: ['/assets/home-iii999.css', '/assets/app-eee555.css'],
    },
    'tour-screen': {
      file: '/assets/tour-bbb222.js',
      imports: ['/assets/viewer-ddd444.js', '/assets/shared-ccc333.js'],
    },
    'video-screen': { file: '/assets/video-ggg777.js', imports: ['/assets/shared-ccc333.js'] },
  } satisfies PageEntries),
  [TOUR_BOOT_FILE]: FAKE_TOUR_BOOT,
  [HOME_FRAME_FILE]: JSON.stringify([
    { lang: 'en', html: '<main><h1>Walk through a home</h1><input name="tourCode"></main>' },
    { lang: 'de', html: '<main><h1>Ein Zuhause erleben</h1><input name="tourCode"></main>' },
  ] satisfies HomeFrames),
};

/** Writes a fake `dist` folder and returns its path. */
export function createFakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tourview-dist-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
