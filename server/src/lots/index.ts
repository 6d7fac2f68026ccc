// The lots feature, as other features see it.
export { lotRoutes } from './routes.ts';
