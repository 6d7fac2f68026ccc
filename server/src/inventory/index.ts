// The inventory feature, as other features see it.
export { inventoryRoutes } from './routes.ts';
export { computeSeriesCompletion, computeStats } from './derived.ts';
export { copiesOfLot, costOf, MARKET_FACT_COLUMNS, marketFacts } from './queries.ts';
export { copyName, rebuildCopyGroups } from './queries.ts';
export { revalueCopies, upgradeStoredValues } from './values.ts';
export { exportCopies, insertNewCopy, saleColumns, recordGrade, requireItem, restoreCopy, storeCopySale, type CopySaleColumns } from './service.ts';
export type { OnUnreadable, StoredGrade } from './queries.ts';
export { changeManyCopies, deleteManyCopies, restoreDeletedCopies, type CopyColumnsChange, type DeletedCopies } from './many-copies.ts';
export { copiesToChange, existingCopyIds } from './queries.ts';
export { pocketCopies } from './pocket.ts';
