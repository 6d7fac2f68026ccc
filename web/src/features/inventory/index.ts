import { lazyDialog } from '../../components/lazy-dialog.tsx';

// What other features may use from the inventory feature: a copy's dialog, loaded when it opens.
export const InventoryDialog = lazyDialog(() => import('./InventoryDialog.tsx').then((m) => m.InventoryDialog));
