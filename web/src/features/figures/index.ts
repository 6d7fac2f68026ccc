// What other features may use from the figures feature.
export { BackToCollection } from './BackToCollection.tsx';
export { NotFound } from './NotFound.tsx';
export { parseRouteId } from './route-id.ts';
