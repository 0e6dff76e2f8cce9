import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cataloguePlugin } from './scripts/catalogue-plugin.ts';
import { codeSplitting } from './scripts/chunk-groups.ts';
import { pwaOptions } from './src/web/lib/offline/pwa-options.ts';

/** The web client: index.html at the project root, built into dist/web, which the server serves. */
export default defineConfig({
  root: '.',
  // Catalogues: compiled messages, one chunk per language (docs/decisions/0044-languages.md).
  // VitePWA: the web app manifest and the offline service worker (src/web/lib/offline).
  plugins: [cataloguePlugin(), react(), VitePWA(pwaOptions)],
  // Every `zod` the pages import is zod with our plain words for refusals (src/web/lib/zod-in-browser.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-in-browser.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph scripts/check-budgets.mjs measures.
    manifest: true,
    // No modulepreload polyfill in every page's first load: browsers without `<link rel=modulepreload>` (Safari
    // before 17) still load every module, only without the head start, and the preloads the server adds to a
    // page's HTML (src/server/http/page-html.ts) serve every browser that has it.
    modulePreload: { polyfill: false },
    // Few requests on a page's first load: the entry is one file, the code most pages share one more
    // (scripts/chunk-groups.ts, docs/decisions/0042-fewer-earlier-requests.md).
    // A chunk's file keeps the first part of its name only: a chunk shared by a few pages is named after all of them
    // ("shared~recipe-catalog-page~shopping-list-page~…"), and the entry lists every chunk's file to preload a page's
    // dependencies, which cost about half a kilobyte gzip of every page's first load.
    rolldownOptions: { output: { codeSplitting, chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js` } },
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
