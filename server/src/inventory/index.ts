// The inventory feature, as other features see it.
export { inventoryRoutes } from './routes.ts';
export { computeSeriesCompletion, computeStats } from './derived.ts';
export { MARKET_FACT_COLUMNS, marketFacts } from './queries.ts';
export { copyName, insertItemPhotos, itemPhotos, unnamedPhotoFiles, type StoredPhoto } from './queries.ts';
export { revalueCopies, upgradeStoredValues } from './values.ts';
export { exportCopies, ITEM_NOT_FOUND, recordGrade, requireItem, restoreCopy } from './service.ts';
export type { StoredGrade } from './queries.ts';
