// The spreadsheet import, as the Collection page uses it.
export { ImportSpreadsheetButton } from './ImportSpreadsheetButton.tsx';
