// The want list and its deals (issue 29), as other features see it.
export { wantRoutes } from './routes.ts';
export { wantsCheckJob, wantsCheckOptions, type WantsCheckOptions } from './check.ts';
export { forgetBestListings } from './service.ts';
export { pocketWants } from './pocket.ts';
