// The spreadsheet import feature, as the app sees it.
export { spreadsheetRoutes } from './routes.ts';
