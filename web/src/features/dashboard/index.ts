// The dashboard is the first paint, so the router imports it eagerly (other screens are lazy-loaded pages).
export { DashboardPage } from './DashboardPage.tsx';
