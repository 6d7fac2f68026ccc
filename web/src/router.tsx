import { createBrowserRouter } from 'react-router';
import { DashboardPage } from './features/dashboard/index.ts';
import { ErrorPage, Layout } from './features/shell/index.ts';

// The dashboard is the first paint; every other screen loads its page module (and so its own chunk) when first visited.
const routes = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, Component: DashboardPage },
      { path: 'scan', lazy: () => import('./features/scan/ScanPage.tsx').then((m) => ({ Component: m.ScanPage })) },
      { path: 'collection', lazy: () => import('./features/collection/CollectionPage.tsx').then((m) => ({ Component: m.CollectionPage })) },
      { path: 'collection/:id', lazy: () => import('./features/collection/CollectionPage.tsx').then((m) => ({ Component: m.CollectionPage })) },
      { path: 'financial-analysis', lazy: () => import('./features/analysis/AnalysisPage.tsx').then((m) => ({ Component: m.AnalysisPage })) },
      { path: 'figures/:id', lazy: () => import('./features/figures/FigurePage.tsx').then((m) => ({ Component: m.FigurePage })) },
      { path: 'inventory/:id', lazy: () => import('./features/inventory/InventoryItemPage.tsx').then((m) => ({ Component: m.InventoryItemPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
