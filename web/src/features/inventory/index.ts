// What other features may use from the inventory feature.
export { InventoryDialog } from './InventoryDialog.tsx';
