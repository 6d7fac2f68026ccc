// What other features may use from the inventory feature.
export { GradingPhotos, GradingReport } from './GradingReport.tsx';
export { InventoryDialog } from './InventoryDialog.tsx';
