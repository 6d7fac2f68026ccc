import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The service worker (docs/decisions/004): the app shell opens without the server; the collection's data never
// comes from it. main.tsx registers it (no inline script under the CSP); public/manifest.webmanifest stays as written.
const offlineShell = VitePWA({
  strategies: 'generateSW',
  injectRegister: null,
  manifest: false,
  workbox: {
    // A new worker takes over at once, so the next open runs the new version without a "reload to update" prompt.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The shell: the page, its scripts and styles, the icon. The charts chunk, the API page's viewer (Swagger UI,
    // 1.5 MB) and the barcode decoder's WebAssembly (1 MB) are only fetched by the pages that need them: cached when
    // first used (below), not on install.
    globPatterns: ['**/*.{html,js,css,svg}'],
    globIgnores: ['**/charts-*.js', '**/ApiDocsSection-*.{js,css}'],
    // No cache-first page: a navigation always asks the server first (below), and "/" must not match the precached
    // index.html.
    navigateFallback: null,
    directoryIndex: null,
    runtimeCaching: [
      {
        // A page: the server's answer when it answers, else the precached shell, which then says it is offline.
        // The API, the photos and share links' pages (made by the server, /s/...) are never answered by the worker.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.origin === self.location.origin && !/^\/(api|uploads|s)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        // Content-hashed files not precached: a given name never changes, so the cached copy is always right.
        urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'hashed-assets', expiration: { maxEntries: 20 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), offlineShell],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Chart.js (and the bindings both charts share) in one chunk named for it: loaded only by a page with a chart.
            { name: 'charts', includeDependenciesRecursively: false, test: /node_modules[\\/](chart\.js|react-chartjs-2)[\\/]|use-dark-class/ },
            // Everything the first page needs (what index.html's script imports, statically) in one file: a dozen small
            // shared files each compress on their own, and cost ~4 KB more gzip. Pages, dialogs and Settings load
            // their own chunks when opened (router.tsx, React.lazy): see bench/web-perf.ts for each route's budget.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // The files each project runs are named in the root's vitest.config.ts.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
