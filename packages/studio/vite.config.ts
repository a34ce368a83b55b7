import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The shared packages are bundled from their sources, not from the server's compiled `dist/`.
  resolve: { conditions: ['tourview-source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: false },
});
