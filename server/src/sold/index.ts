// Sold copies, as the app sees them: selling a copy and undoing the sale (the lists and figures read sold_on themselves).
export { soldRoutes } from './routes.ts';
