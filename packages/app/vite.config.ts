import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { homeFramePlugin } from './vite-home-frame.js';
import { PAGE_ENTRY_SOURCES, pageEntriesPlugin } from './vite-page-entries.js';
import { preloadLargestFirstPlugin } from './vite-preload-order.js';

export default defineConfig({
  plugins: [react(), pageEntriesPlugin(), homeFramePlugin(), preloadLargestFirstPlugin()],
  define: {
    // Test builds expose `window.__viewer` for browser tests (ARCHITECTURE.md habit 12).
    __TEST_HOOKS__: JSON.stringify(process.env.TOURVIEW_TEST_HOOKS === '1'),
  },
  build: {
    // The bundle benchmark reads the manifest to size each route's chunks.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // Tour pages start with the early viewer instead of index.html's entry (src/boot/tour-boot.ts).
      input: { index: 'index.html', boot: PAGE_ENTRY_SOURCES['early-viewer'] },
    },
  },
});
