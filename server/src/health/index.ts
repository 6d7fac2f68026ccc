// The health check (GET /api/health): public, it says whether the database can be read, with the app's version and schema.
export { healthRoutes } from './routes.ts';
