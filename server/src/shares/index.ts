// Read-only links to the collection, the want list or the trade list (issue 39), as other features see them.
export { publicShareRoutes } from './public-routes.ts';
export { shareRoutes } from './routes.ts';
export { hideShareSecrets } from './service.ts';
