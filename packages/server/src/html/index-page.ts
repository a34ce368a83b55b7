import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { modulePreloads, TOUR_ROUTE_MODULE } from './route-preloads.js';

/** The built index.html and the chunks tour pages preload. */
export interface IndexPage {
  html: string;
  tourModulePreloads: string[];
}

/**
 * Reads `index.html` and the Vite manifest from the built app, again only when index.html
 * changes (a rebuild while the server runs), so each request costs one `stat`.
 */
export function createIndexPageLoader(distDir: string): () => Promise<IndexPage | null> {
  const indexFile = join(distDir, 'index.html');
  let cached: { mtimeMs: number; page: IndexPage } | null = null;
  return async () => {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs === info.mtimeMs) return cached.page;
    const html = await readFile(indexFile, 'utf8');
    const manifest = await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
    const page = { html, tourModulePreloads: modulePreloads(manifest, TOUR_ROUTE_MODULE, html) };
    cached = { mtimeMs: info.mtimeMs, page };
    return page;
  };
}
