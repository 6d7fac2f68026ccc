import { lazyDialog } from '../../components/lazy-dialog.tsx';

// A copy's dialogs that its dialog and its page open on demand: each loads when it first opens.
export const AddCopyDialog = lazyDialog(() => import('./dialog/AddCopyDialog.tsx').then((m) => m.AddCopyDialog));
export const SellDialog = lazyDialog(() => import('./sale/SellDialog.tsx').then((m) => m.SellDialog));
