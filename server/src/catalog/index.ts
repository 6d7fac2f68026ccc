// The catalogue feature, as other features see it.
export { catalogRoutes } from './routes.ts';
export { createUpcLookup, type UpcLookup } from './upc-lookup.ts';
export { FIGURE_NOT_FOUND, getFigure } from './service.ts';
export { figuresWithUpc, listFigureNames } from './queries.ts';
