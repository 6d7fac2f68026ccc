// Changes to many copies at once, as other features see them.
export { bulkRoutes } from './routes.ts';
export { removeAllChanges as forgetBulkChanges } from './queries.ts';
