// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ENTRY_SOURCES } from './vite-page-entries.js';

/**
 * What the home screen may load before the visitor can type a tour code: the app's entry, the
 * home route's chunk and everything they import statically, gzip level 9. Issue #17 asks for
 * 100 kB. Home runs without the router (main.tsx), which loads only when the visitor opens a
 * path: React and ReactDOM are about 70 kB of it, the configuration's schema 17 kB.
 */
const HOME_JS_GZIP_BUDGET = 100 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const APP_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The production build, in memory: each output file's bytes by name. Vitest sets `NODE_ENV` to
 * `test`, which Vite would keep, building React's and React Router's development bundles.
 */
async function buildApp(): Promise<Map<string, Uint8Array | string>> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result;
  try {
    result = await build({
      root: APP_ROOT,
      configFile: `${APP_ROOT}vite.config.ts`,
      configLoader: 'runner',
      logLevel: 'silent',
      build: { write: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return new Map(
    outputs
      .flatMap((o) => o.output)
      .map((file) => [file.fileName, file.type === 'chunk' ? file.code : file.source] as const),
  );
}

/** The scripts of manifest entries `keys` and of every chunk they import statically, once each. */
function staticScripts(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}.`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticScripts(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/**
 * Modules home loads only by `import()`, when a code is typed, a path is opened or the page is
 * idle: the router and the tour screens' data layer and screens.
 */
const LATER = [
  'src/app/app-router.tsx',
  'src/app/tour-query.ts',
  'src/app/routes/tour-layout.tsx',
  PAGE_ENTRY_SOURCES['tour-screen'],
  PAGE_ENTRY_SOURCES['video-screen'],
];

describe('the home screen before it takes input', () => {
  let manifest: Manifest;
  let scripts: Set<string>;
  let gzipBytes: number;
  let files: Map<string, Uint8Array | string>;

  beforeAll(async () => {
    files = await buildApp();
    manifest = JSON.parse(String(files.get('.vite/manifest.json'))) as Manifest;
    scripts = staticScripts(manifest, ['index.html', PAGE_ENTRY_SOURCES['home-screen']]);
    gzipBytes = [...scripts].reduce(
      (sum, file) => sum + gzipSync(files.get(file) ?? '', { level: 9 }).length,
      0,
    );
  }, 60000);

  it('loads the home route, and the router, the tour data layer and screens only later', () => {
    expect(scripts).toContain(manifest[PAGE_ENTRY_SOURCES['home-screen']]?.file);
    const later = LATER.map((key) => manifest[key]?.file);
    expect(later, 'each a chunk of its own, loaded by import()').not.toContain(undefined);
    expect(later.filter((file) => file !== undefined && scripts.has(file))).toEqual([]);
  });

  it(`loads at most ${HOME_JS_GZIP_BUDGET / 1024} kB of JS, gzip`, () => {
    expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET);
  });

  it('preloads the largest script first, which would otherwise wait behind the small ones', () => {
    const html = String(files.get('index.html'));
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    const sizes = preloaded.map((file) => String(files.get(file) ?? '').length);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});
