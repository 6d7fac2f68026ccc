// Read-only links (issue 39), as other features see them.
export { ShareButton } from './ShareButton.tsx';
export { SharingSection } from './SharingSection.tsx';
