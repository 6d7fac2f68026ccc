// The pocket copy's sync (issue 37), as other features see it.
export { syncRoutes } from './routes.ts';
export { startSyncAfresh } from './queries.ts';
