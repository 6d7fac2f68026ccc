// Deals sent outside the app (issue 29): an ntfy topic, a webhook, an e-mail through the collector's own SMTP server,
// set in Settings or by the environment. The wants-check job calls sendDealAlerts after recording deals.
export { describeAlertsService, type AlertChannels } from './channels.ts';
export { sendDealAlerts } from './deliveries.ts';
export { alertRoutes } from './routes.ts';
