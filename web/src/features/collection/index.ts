// What other features may use from the collection feature (the router lazy-loads its page).
export { collectionAddress, NO_PACKAGING } from './address.ts';
export { SOLD_LIST_ADDRESS } from './shelf.ts';
