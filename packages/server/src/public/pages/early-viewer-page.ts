import type { PageEntry } from '@tourview/schema';
import { entryPreloads } from './page-entries.js';

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The page tour screens are served: index.html with the app's entry swapped for the early
 * viewer (the page contract's `early-viewer` entry), which puts the first room on screen with
 * the engine alone and loads the app after. Without the app's own preloads, nothing competes
 * with the engine and the preview for the network. `null` when the build has no such entry.
 */
export function earlyViewerPage(html: string, entry: PageEntry | undefined): string | null {
  const [script, ...imports] = entryPreloads(entry, '');
  if (!script) return null;
  const tags =
    `<script type="module" crossorigin src="${script}"></script>` +
    imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const at = stripped.indexOf('</head>');
  return at === -1 ? null : stripped.slice(0, at) + tags + stripped.slice(at);
}
