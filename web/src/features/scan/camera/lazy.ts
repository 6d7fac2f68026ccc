import { lazy } from 'react';

/** The camera and its barcode decoder (WebAssembly), loaded only when a camera scan is opened (the Scan page, a stocktake). */
export const LazyCameraScanner = lazy(() => import('./CameraScanner.tsx').then((m) => ({ default: m.CameraScanner })));
