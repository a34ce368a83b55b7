import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Files of a tiny built app: an index page, hashed chunks and Vite's manifest. */
const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><title>Tourview</title>' +
    '<script type="module" crossorigin src="/assets/index-aaa111.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-ccc333.js"></head>' +
    '<body><div id="root"></div></body></html>',
  'assets/index-aaa111.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'assets/tour-bbb222.js': 'export const tour = 1;',
  'assets/shared-ccc333.js': 'export const shared = 1;',
  'assets/viewer-ddd444.js': 'export const viewer = 1;',
  'assets/boot-fff666.js': 'export const boot = 1;',
  'assets/video-ggg777.js': 'export const video = 1;',
  'assets/app-eee555.css': 'body{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-aaa111.js', isEntry: true, imports: ['_shared-ccc333.js'] },
    '_shared-ccc333.js': { file: 'assets/shared-ccc333.js' },
    '_viewer-ddd444.js': { file: 'assets/viewer-ddd444.js', imports: ['_shared-ccc333.js'] },
    'src/app/routes/tour.tsx': {
      file: 'assets/tour-bbb222.js',
      isDynamicEntry: true,
      imports: ['_viewer-ddd444.js', '_shared-ccc333.js'],
    },
    'src/app/routes/video.tsx': {
      file: 'assets/video-ggg777.js',
      isDynamicEntry: true,
      imports: ['_shared-ccc333.js'],
    },
    'src/boot/tour-boot.ts': {
      file: 'assets/boot-fff666.js',
      isEntry: true,
      imports: ['_viewer-ddd444.js'],
      dynamicImports: ['index.html', 'src/app/routes/tour.tsx'],
    },
  }),
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
