// Labels with QR codes for places and single copies (a PDF), as other code sees them.
export { labelRoutes } from './routes.ts';
