// Moving a collector's own figure into another, as the app sees it: above the catalogue, inventory and market.
export { figureMergeRoutes } from './routes.ts';
