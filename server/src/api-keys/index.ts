// API keys: what a script uses instead of the password (Settings → API keys), checked by auth/ on every request.
export { apiKeyRoutes } from './routes.ts';
export { ApiKeys } from './service.ts';
