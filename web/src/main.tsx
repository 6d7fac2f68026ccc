import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';
import { rememberPage, whenPocketNeeded } from './features/offline/index.ts';
import './index.css';

const queryClient = createQueryClient();
const router = createRouter();
// Where the app opens offline: the last page the phone's pocket copy answers.
rememberPage(router.state.location.pathname);
router.subscribe((state) => rememberPage(state.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

// The phone's pocket copy and its outbox (issue 37): started once the first screen is up, never in its first load,
// and only on a device that keeps one or is cut off.
const startPocket = () => void import('./features/pocket/index.ts').then((pocket) => pocket.startPocket(queryClient));
const afterFirstScreen = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 200));
afterFirstScreen(() => whenPocketNeeded(startPocket));

// The service worker that lets the app install and its shell open offline (docs/decisions/004). Browsers allow one
// only in a secure context (HTTPS, or localhost); the dev server has none to register.
if (import.meta.env.PROD && window.isSecureContext && 'serviceWorker' in navigator) {
  // Registered once the page has loaded, so its install (which fetches every file of the build) never competes with
  // the first paint. A self-signed certificate the device does not trust makes the browser refuse the worker: the app
  // works without it.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The offline app shell could not be installed:', error));
  });
}
