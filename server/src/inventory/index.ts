// The inventory feature, as other features see it.
export { inventoryRoutes } from './routes.ts';
export { revalueCopies, upgradeStoredValues } from './values.ts';
export { recordGrade } from './service.ts';
export type { StoredGrade } from './queries.ts';
