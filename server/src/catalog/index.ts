// The catalogue feature, as other features see it.
export { catalogRoutes } from './routes.ts';
export { figurePictureRoutes } from './picture-routes.ts';
export { createUpcLookup, UpcLookupError, type UpcLookup } from './upc-lookup.ts';
export { exportLinkedCodes, FIGURE_NOT_FOUND, getFigure, matchExportedFigure, restoreLinkedCode } from './service.ts';
export { figuresWithIds, figuresWithUpc, listFigureNames, listFigures } from './queries.ts';
export { exportOwnFigures, figureLabel, insertCollectorFigure, restoreOwnFigure } from './collector-figures.ts';
