// The phone's pocket copy of the collection and its outbox (issue 37), as the screens use it. Loaded after the
// first paint (main.tsx) and by the screens that show it: never in the dashboard's first load.
export { AsOf } from './AsOf.tsx';
export { CheckAnswer } from './CheckAnswer.tsx';
export { changeQueued, clearPocket, prepareForShow, startPocket, syncNow } from './engine.ts';
export { AwayFromHome } from './AwayFromHome.tsx';
export { GetReady } from './GetReady.tsx';
export { figuresForCode, figuresNamed } from './lookup.ts';
export { queueAddCopy } from './outbox.ts';
export { PocketCollection } from './PocketCollection.tsx';
export { PocketCopyPage } from './PocketCopyPage.tsx';
export { PocketFigurePage } from './PocketFigurePage.tsx';
export { currentPocket, loadPocket, usePocket } from './store.ts';
