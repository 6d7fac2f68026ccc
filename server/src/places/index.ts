// The places feature, as other features see it: the routes, a path as a place, the places' paths, and the
// collection's filters by place and tag (GET /inventory?place=&tag=; share links reuse them).
export { placeRoutes } from './routes.ts';
export { checkPlaceId, placeForPath, placePathsById } from './service.ts';
export { copyFilter } from './copy-filter.ts';
export { allPlaces } from './queries.ts';
export { exportPlaces, restorePlaces } from './transfer.ts';
