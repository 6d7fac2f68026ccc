// The Settings page's answer: how this instance runs, which services it uses, where its data and backups are.
export { defaultInstance, type Instance } from './instance.ts';
export { describeServices } from './services.ts';
export { settingsRoutes } from './routes.ts';
