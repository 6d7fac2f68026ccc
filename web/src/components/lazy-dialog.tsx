import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens: the page that offers it carries only the button (issue 36: each
 * route's first load has a budget, bench/web-perf.ts). Rendered as the dialog itself; until its code is in (a moment,
 * at once from the service worker's cache) nothing shows. Declare it once, beside its opener or in its feature's
 * index.ts, as `const SellDialog = lazyDialog(() => import('./sale/SellDialog.tsx').then((m) => m.SellDialog))`.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
