import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The service worker (docs/decisions/004, 030): the app shell opens without the server; the collection's data never
// comes from it (offline, the phone's pocket copy in IndexedDB answers). main.tsx registers it (no inline script under
// the CSP); public/manifest.webmanifest stays as written.
const offlineShell = VitePWA({
  strategies: 'generateSW',
  injectRegister: null,
  manifest: false,
  workbox: {
    // A new worker takes over at once, so the next open runs the new version without a "reload to update" prompt.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The shell: the page, every script (the pocket copy's and the barcode decoder's among them) and style, the icon,
    // and the decoder's WebAssembly (1 MB, not among Workbox's defaults): the camera reads codes at a show with no
    // connection, and no request leaves the phone for it. The charts chunk and the API page's viewer (Swagger UI,
    // 1.5 MB) are fetched by the pages that need them (cached when first used, below).
    globPatterns: ['**/*.{html,js,css,svg,wasm}'],
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
        // One bar of signal may never answer: after a second the precached shell opens (and answers from the pocket
        // copy). Workbox's own NetworkOnly takes no time limit in a generated worker, hence this handler.
        handler: async ({ request }) => {
          const shell = () => caches.match('/index.html', { ignoreSearch: true });
          const late = new Promise<Response | undefined>((resolve) => setTimeout(() => void shell().then(resolve), 1000));
          try {
            const page = await Promise.race([fetch(request), late]);
            if (page) return page;
          } catch {
            // No answer at all: the shell, below.
          }
          return (await shell()) ?? Response.error();
        },
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
