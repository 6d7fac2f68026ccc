// What other features may use from the figures feature (the router lazy-loads its page).
export { FigureOption, FigureSearch } from './FigureSearch.tsx';
export { NewFigureDialog } from './NewFigureDialog.tsx';
export { useFigureSearch } from './useFigureSearch.ts';
