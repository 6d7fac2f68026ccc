// Labels with QR codes, as other features use them.
import { lazyDialog } from '../../components/lazy-dialog.tsx';

// Loaded when it opens: the PDF's options are on no page's first load.
export const LabelDialog = lazyDialog(() => import('./LabelDialog.tsx').then((m) => m.LabelDialog));
