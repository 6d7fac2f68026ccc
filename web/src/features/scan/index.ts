// What other features may use from the scan feature (the router lazy-loads its page).
export { AddByNameDialog } from './AddByName.tsx';
export { LazyCameraScanner } from './camera/lazy.ts';
