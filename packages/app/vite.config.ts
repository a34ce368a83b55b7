import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { homeFramePlugin } from './vite-home-frame.js';
import { pageEntriesPlugin } from './vite-page-entries.js';
import { preloadLargestFirstPlugin } from './vite-preload-order.js';
import { APP_START_SOURCE, tourBootPlugin } from './vite-tour-boot.js';

/** Small modules the home screen shares with the app's tour chunks (see `codeSplitting`). */
const PAGE_BASICS =
  /\/(app\/src\/lib\/(i18n\/languages|page-data|safe-storage|early-viewer)|schema\/src\/(page-contract|tour-code|media-url|tile-contract))\.ts$|preload-helper/;

export default defineConfig({
  plugins: [react(), pageEntriesPlugin(), homeFramePlugin(), tourBootPlugin(), preloadLargestFirstPlugin()],
  // The shared packages are bundled from their sources, not from the server's compiled `dist/`.
  resolve: { conditions: ['tourview-source', ...defaultClientConditions] },
  define: {
    // Test builds expose `window.__viewer` for browser tests (CONTRIBUTING.md, Running one part).
    __TEST_HOOKS__: JSON.stringify(process.env.TOURVIEW_TEST_HOOKS === '1'),
  },
  build: {
    // The bundle benchmark reads the manifest to size each route's chunks.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // Tour pages start with their inline first script instead of index.html's entry, which
      // loads the app from this one (vite-tour-boot.ts).
      input: { index: 'index.html', 'app-start': APP_START_SOURCE },
      // The inline script calls app-start's export, which an app build would otherwise drop.
      preserveEntrySignatures: 'exports-only',
      output: {
        // The small modules both the home screen and the tour's chunks import would otherwise
        // each be a chunk of their own: when the tour page's first script was a chunk too, that
        // was eleven scripts before a tour's first room, two rounds over HTTP/1.1's six
        // connections on a 150 ms network (bench: /demo first pixels 0.90–0.95 s against 0.80 s
        // with five). One shared chunk of them costs home under 1 kB. The inline first script
        // (vite-tour-boot.ts) carries its own copies.
        codeSplitting: { groups: [{ name: 'page-basics', test: PAGE_BASICS }] },
      },
    },
  },
});
