import { modulePreloads } from './route-preloads.js';

/** The manifest key of the entry that shows a tour page's first room before the app loads. */
export const BOOT_MODULE = 'src/boot/tour-boot.ts';

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The page tour screens are served: index.html with the app's entry swapped for the boot
 * entry, which puts the first room on screen with the engine alone and loads the app after
 * (packages/app/src/boot/tour-boot.ts). Without the app's own preloads, nothing competes
 * with the engine and the preview for the network. `null` when the build has no boot entry.
 */
export function earlyViewerPage(html: string, manifestJson: string): string | null {
  const [boot, ...imports] = modulePreloads(manifestJson, BOOT_MODULE, '');
  if (!boot) return null;
  const tags =
    `<script type="module" crossorigin src="${boot}"></script>` +
    imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const at = stripped.indexOf('</head>');
  return at === -1 ? null : stripped.slice(0, at) + tags + stripped.slice(at);
}
