import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

/** Where the harness page lives and where its builds go (git ignores dist/). */
export const HARNESS_ROOT = fileURLToPath(new URL('../../../packages/viewer/harness/', import.meta.url));
const DIST = fileURLToPath(new URL('../../../packages/viewer/harness/dist/', import.meta.url));

/**
 * Puts the entry script inside the HTML: one request less on the critical path, which on a
 * 150 ms-latency link is worth 150 ms before the preview can even be requested.
 */
function inlineEntry(): Plugin {
  return {
    name: 'inline-entry',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((a) => a.type === 'asset' && a.fileName.endsWith('.html'));
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const tag = new RegExp(`<script type="module" crossorigin src="[^"]*${chunk.fileName}"></script>`);
        source = source.replace(
          tag,
          () => `<script type="module">${chunk.code.replace(/<\/script/gi, '<\\/script')}</script>`,
        );
        Reflect.deleteProperty(bundle, chunk.fileName);
      }
      html.source = source;
    },
  };
}

/**
 * Production build of the harness page (the engine plus a few lines of glue); `inline`
 * builds the single-request variant the first-pixels bench measures too. `outDir` (emptied
 * first) is the harness's own `dist/` unless given: browser test files that run at the same
 * time each build into a folder of their own, so that none empties another's while it serves.
 */
export async function buildHarness({
  inline = false,
  outDir = `${DIST}${inline ? 'inline' : 'page'}/`,
}: { inline?: boolean; outDir?: string } = {}): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'silent',
    root: HARNESS_ROOT,
    base: './',
    plugins: inline ? [inlineEntry()] : [],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  return outDir;
}
