import { lazyDialog } from '../../components/lazy-dialog.tsx';

// What other features may use from the scan feature (the router lazy-loads its page): Add by name, loaded when it
// opens, and the camera scanner's loader.
export const AddByNameDialog = lazyDialog(() => import('./AddByName.tsx').then((m) => m.AddByNameDialog));
export { LazyCameraScanner } from './camera/lazy.ts';
