// The grading feature, as other features see it.
export { createAi, type Ai } from './ai/index.ts';
export { gradingRoutes } from './routes.ts';
export { PhotoStore, UPLOADS_PREFIX, uploadsDir, type PhotoBatch } from './uploads.ts';
export { uploadRoutes } from './uploads-route.ts';
export { checkStoredPhoto, PhotoRefused, prepareOwnPhoto } from './photo.ts';
