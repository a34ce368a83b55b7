import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: {
    // Test builds expose `window.__viewer` for browser tests (ARCHITECTURE.md habit 12).
    __TEST_HOOKS__: JSON.stringify(process.env.TOURVIEW_TEST_HOOKS === '1'),
  },
  build: {
    // The server reads the manifest to preload the tour route's chunks on tour pages.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // Tour pages start with the boot entry instead of index.html's (see src/boot/tour-boot.ts).
      input: { index: 'index.html', boot: 'src/boot/tour-boot.ts' },
    },
  },
});
