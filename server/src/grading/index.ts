// The grading feature, as other features see it.
export { createAi, type Ai } from './ai/index.ts';
export { gradingRoutes } from './routes.ts';
