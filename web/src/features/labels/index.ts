// Labels with QR codes, as other features use them.
export { LabelDialog } from './LabelDialog.tsx';
