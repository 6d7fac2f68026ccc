// What other features use from the want list (the router lazy-loads its page).
export { CompactWantButton, WantButton } from './WantButton.tsx';
export { WantedCopyOffer } from './WantedCopyOffer.tsx';
export { WantMissingButton } from './WantMissingButton.tsx';
export { newDealsBadge, newDealsLabel } from './deals-badge.ts';
