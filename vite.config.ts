import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web client: index.html at the project root, built into dist/web, which the server serves. */
export default defineConfig({
  root: '.',
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
