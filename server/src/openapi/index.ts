// The OpenAPI document: generated from the routes' own schemas, served at /api/openapi.json, shown in Settings → API.
export { registerOpenApiDocument } from './document.ts';
export { openApiRoutes } from './routes.ts';
