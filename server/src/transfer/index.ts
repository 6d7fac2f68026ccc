// The full export and its import (a collection moved or restored as one JSON document), as other code sees it.
export { transferRoutes } from './routes.ts';
