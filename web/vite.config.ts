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
    // connection, and no request leaves the phone for it. The charts chunk is fetched by the pages that need it
    // (cached when first used, below).
    globPatterns: ['**/*.{html,js,css,svg,wasm}'],
    globIgnores: ['**/charts-*.js'],
    // No cache-first page: a navigation always asks the server first (below), and "/" must not match the precached
    // index.html.
    navigateFallback: null,
    directoryIndex: null,
    runtimeCaching: [
      {
        // A page: the server's answer when it answers, else the precached shell, which then says it is offline.
        // The API and the photos are never answered by the worker, not even when opened as a page.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.origin === self.location.origin && !/^\/(api|uploads)(\/|$)/.test(url.pathname),
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
    // Chart.js (and the bindings both charts share) in one chunk named for it: loaded only by a page with a chart.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'charts', includeDependenciesRecursively: false, test: /node_modules[\\/](chart\.js|react-chartjs-2)[\\/]|use-dark-class/ }] } } },
  },
  // The files each project runs are named in the root's vitest.config.ts.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
