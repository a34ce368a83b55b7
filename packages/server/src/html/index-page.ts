import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { earlyViewerPage } from './early-viewer-page.js';
import { modulePreloads, TOUR_ROUTE_MODULE, VIDEO_ROUTE_MODULE } from './route-preloads.js';

/** The built index.html, its tour-page variant and the chunks tour and video pages preload. */
export interface IndexPage {
  html: string;
  /** The page for `/{code}`, starting the engine before the app; null for an older build. */
  earlyViewerHtml: string | null;
  tourModulePreloads: string[];
  videoModulePreloads: string[];
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
    const page = {
      html,
      earlyViewerHtml: earlyViewerPage(html, manifest),
      tourModulePreloads: modulePreloads(manifest, TOUR_ROUTE_MODULE, html),
      videoModulePreloads: modulePreloads(manifest, VIDEO_ROUTE_MODULE, html),
    };
    cached = { mtimeMs: info.mtimeMs, page };
    return page;
  };
}
