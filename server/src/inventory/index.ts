// The inventory feature, as other features see it.
export { inventoryRoutes } from './routes.ts';
export { revalueCopies, upgradeStoredValues } from './values.ts';
