/** Logging out removes the phone's pocket copy and its outbox (loaded only then: never in the first load). */
export const clearPhoneCopy = (): Promise<void> => import('../pocket/index.ts').then((pocket) => pocket.clearPocket());
