// Reports made on the server from the stored collection (the insurance report).
export { reportRoutes } from './routes.ts';
export { pdfText } from './pdf-text.ts';
