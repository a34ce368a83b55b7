import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HOME_FRAME_FILE, PAGE_ENTRIES_FILE, TOUR_BOOT_FILE, type HomeFrames } from '@tourview/schema';
import { earlyViewerPage, type EarlyViewerPage } from './early-viewer-page.js';
import { parseHomeFrames } from './home-frame.js';
import { inlineStyleSheets, linkedStyleSheets } from './inline-styles.js';
import { entryPreloads, entryStyles, parsePageEntries } from './page-entries.js';

/**
 * The built index.html, its tour-page variant, the chunks home, tour and video pages preload
 * and home's first frame.
 */
export interface IndexPage {
  html: string;
  /** The page for `/{code}`, starting the engine before the app; null for an older build. */
  earlyViewer: EarlyViewerPage | null;
  homeModulePreloads: string[];
  /** Linked rather than preloaded: home shows nothing before its route renders with them. */
  homeStyles: string[];
  /**
   * The text of every style sheet home's first frame needs (the page's and `homeStyles`), which
   * `/` carries inline so that it paints with the page; null when one cannot be inlined.
   */
  homeInlineStyles: string | null;
  /** The home screen's first render per language, put into `/`; null for an older build. */
  homeFrames: HomeFrames | null;
  tourModulePreloads: string[];
  videoModulePreloads: string[];
}

/**
 * Reads `index.html` and the page entries from the built app, again only when index.html
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
    const entries = parsePageEntries(
      await readFile(join(distDir, PAGE_ENTRIES_FILE), 'utf8').catch(() => null),
    );
    const homeStyles = entryStyles(entries?.['home-screen'], html);
    const page = {
      html,
      earlyViewer: earlyViewerPage(
        html,
        await readFile(join(distDir, TOUR_BOOT_FILE), 'utf8').catch(() => null),
      ),
      homeModulePreloads: entryPreloads(entries?.['home-screen'], html),
      homeStyles,
      homeInlineStyles: await inlineStyleSheets(distDir, [...linkedStyleSheets(html), ...homeStyles]),
      homeFrames: parseHomeFrames(await readFile(join(distDir, HOME_FRAME_FILE), 'utf8').catch(() => null)),
      tourModulePreloads: entryPreloads(entries?.['tour-screen'], html),
      videoModulePreloads: entryPreloads(entries?.['video-screen'], html),
    };
    cached = { mtimeMs: info.mtimeMs, page };
    return page;
  };
}
