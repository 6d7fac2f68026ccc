// The Settings page: how this instance runs, the outside services it uses (set up there), where its data and backups are.
export { defaultInstance, type Instance } from './instance.ts';
export { ServiceSettings } from './service-store.ts';
export { settingsRoutes } from './routes.ts';
