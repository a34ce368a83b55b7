import { createHash } from 'node:crypto';
import { inlineScriptProblem } from '@tourview/schema';

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g;

/** The tour page: its HTML, and the hash by which the Content-Security-Policy allows its script. */
export interface EarlyViewerPage {
  html: string;
  /** `sha256-…` of the inline script, as a CSP source expression without its quotes. */
  scriptHash: string;
}

/** The CSP hash of an inline script's text (its UTF-8 bytes). */
export function scriptHashOf(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/**
 * The page tour screens are served: index.html with the app's entry swapped for the tour
 * page's first script (the page contract's `TOUR_BOOT_FILE`) inline, which puts the first room
 * on screen with the engine alone and loads the app after. Inline, the first room needs no
 * request after the page's own: as a script of its own it cost a round trip (on Fast-4G, the
 * engine page's first pixels were 0.58 s that way against 0.37 s inline). Without the app's
 * preloads and style sheets nothing competes with the engine for the network, and no style
 * sheet holds the script back (a module script waits for the page's style sheets); the app
 * links its sheets when it loads. `null` when the build has no such script.
 */
export function earlyViewerPage(html: string, script: string | null): EarlyViewerPage | null {
  if (script === null || inlineScriptProblem(script) !== null) return null;
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET_LINK, '');
  const at = stripped.indexOf('</head>');
  if (at === -1) return null;
  const tag = `<script type="module">${script}</script>`;
  return { html: stripped.slice(0, at) + tag + stripped.slice(at), scriptHash: scriptHashOf(script) };
}
