import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { TOUR_BOOT_FILE } from '@tourview/schema';
import { PAGE_ENTRY_SOURCES } from '../packages/app/vite-page-entries.js';

const DIST = resolve(import.meta.dirname, '../packages/app/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The router, which every screen but home loads on top of the entry (see main.tsx). */
const ROUTER = 'src/app/app-router.tsx';

/** The route modules each screen loads on top of the entry (see app/router.tsx). */
const ROUTES: Record<string, string[]> = {
  home: ['src/app/routes/home.tsx'],
  tour: [ROUTER, 'src/app/routes/tour-layout.tsx', PAGE_ENTRY_SOURCES['tour-screen']],
  video: [ROUTER, 'src/app/routes/tour-layout.tsx', PAGE_ENTRY_SOURCES['video-screen']],
};

/** Every JS and CSS file a chunk pulls in through static imports. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    chunk.css?.forEach((css) => seen.add(css));
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

/** JS+CSS bytes (raw, gzip, brotli) each route downloads, from the production build's manifest. */
export function runBundleBench(): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The app's own entry; tour pages start with the boot entry instead, reported on its own.
  const entries = ['index.html'];
  const report: Record<string, number> = {};
  for (const [route, modules] of Object.entries(ROUTES)) {
    const missing = modules.filter((m) => !manifest[m]);
    if (missing.length > 0) throw new Error(`The build has no chunk for ${missing.join(', ')}.`);
    const { raw, gzip, brotli } = sizes(closure(manifest, [...entries, ...modules]));
    report[`bundle.${route}.raw`] = raw;
    report[`bundle.${route}.gzip`] = gzip;
    report[`bundle.${route}.brotli`] = brotli;
  }
  // What a tour page runs before its first room is on screen: its inline first script.
  const boot = sizes([TOUR_BOOT_FILE]);
  report['bundle.tourBeforeFirstPixels.raw'] = boot.raw;
  report['bundle.tourBeforeFirstPixels.gzip'] = boot.gzip;
  report['bundle.tourBeforeFirstPixels.brotli'] = boot.brotli;
  return report;
}
