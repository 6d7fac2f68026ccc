import { createBrowserRouter } from 'react-router';
import { DashboardPage } from './features/dashboard/index.ts';
import { ErrorPage, Layout } from './features/shell/index.ts';
import { Loading } from './components/Spinner.tsx';

// The dashboard is the first paint; every other screen loads its page module (and so its own chunk) when first visited.
// Opened directly (a reload, a link from elsewhere), the shell shows PageLoading in its place until the module is in.
function PageLoading() {
  return <Loading text="Loading..." />;
}

const routes = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, Component: DashboardPage },
      { path: 'scan', HydrateFallback: PageLoading, lazy: () => import('./features/scan/ScanPage.tsx').then((m) => ({ Component: m.ScanPage })) },
      { path: 'collection', HydrateFallback: PageLoading, lazy: () => import('./features/collection/CollectionPage.tsx').then((m) => ({ Component: m.CollectionPage })) },
      { path: 'collection/:id', HydrateFallback: PageLoading, lazy: () => import('./features/collection/CollectionPage.tsx').then((m) => ({ Component: m.CollectionPage })) },
      { path: 'financial-analysis', HydrateFallback: PageLoading, lazy: () => import('./features/analysis/AnalysisPage.tsx').then((m) => ({ Component: m.AnalysisPage })) },
      { path: 'wants', HydrateFallback: PageLoading, lazy: () => import('./features/wants/WantsPage.tsx').then((m) => ({ Component: m.WantsPage })) },
      { path: 'figures/:id', HydrateFallback: PageLoading, lazy: () => import('./features/figures/FigurePage.tsx').then((m) => ({ Component: m.FigurePage })) },
      // Settings' sections are routes of its own (features/settings/sections.ts), each loaded when first opened.
      { path: 'settings/*', HydrateFallback: PageLoading, lazy: () => import('./features/settings/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })) },
      { path: 'lots/new', HydrateFallback: PageLoading, lazy: () => import('./features/lots/AddLotPage.tsx').then((m) => ({ Component: m.AddLotPage })) },
      { path: 'lots/:id', HydrateFallback: PageLoading, lazy: () => import('./features/lots/LotPage.tsx').then((m) => ({ Component: m.LotPage })) },
      { path: 'places', HydrateFallback: PageLoading, lazy: () => import('./features/places/PlacesPage.tsx').then((m) => ({ Component: m.PlacesPage })) },
      { path: 'places/:id', HydrateFallback: PageLoading, lazy: () => import('./features/places/PlacePage.tsx').then((m) => ({ Component: m.PlacePage })) },
      { path: 'places/:id/check', HydrateFallback: PageLoading, lazy: () => import('./features/places/StocktakePage.tsx').then((m) => ({ Component: m.StocktakePage })) },
      { path: 'sync', HydrateFallback: PageLoading, lazy: () => import('./features/pocket/SyncPage.tsx').then((m) => ({ Component: m.SyncPage })) },
      { path: 'inventory/:id', HydrateFallback: PageLoading, lazy: () => import('./features/inventory/InventoryItemPage.tsx').then((m) => ({ Component: m.InventoryItemPage })) },
    ],
  },
  // Outside the shell: no navigation before logging in.
  { path: '/login', ErrorBoundary: ErrorPage, HydrateFallback: PageLoading, lazy: () => import('./features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
];

export const createRouter = () => createBrowserRouter(routes);
