// What the shell (and every screen) knows of being offline, and of the pocket copy, without loading it (issue 37).
export { rememberPage, useReturnToLastPage } from './last-page.ts';
export { clearPocketStatus, pocketStatus, publishPocketStatus, usePocketStatus, type SyncRun } from './status.ts';
export { PocketCard } from './PocketCard.tsx';
export { SyncBadge } from './SyncBadge.tsx';
export { SyncToast } from './SyncToast.tsx';
export { isInstalledApp } from './installed.ts';
export { useOffline } from './useOffline.ts';
export { whenPocketNeeded } from './when-pocket-needed.ts';
