// The inventory feature, as other features see it.
export { inventoryRoutes } from './routes.ts';
export { revalueCopies, upgradeStoredValues } from './values.ts';
export { ITEM_NOT_FOUND, recordGrade, requireItem } from './service.ts';
export type { StoredGrade } from './queries.ts';
