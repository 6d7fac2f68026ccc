// The collector's own photos of a copy (issue 13 point 5), as other code sees it.
export { photoRoutes } from './routes.ts';
