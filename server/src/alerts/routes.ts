import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertsSchema, alertTestResultSchema, alertTestSchema, errorSchema, type Alerts } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { showCollectionCurrency } from '../rates/index.ts';
import { AlertDeliveryError, describeAlertChannels, sendAlert, type AlertChannels } from './channels.ts';
import { recentFailures } from './deliveries.ts';
import { TEST_ALERT } from './message.ts';

interface AlertRouteOptions {
  db: Db;
  /** The channels in use: the environment's over what Settings saved, read at each request (a change counts at once). */
  alertChannels: () => AlertChannels;
}

/** The alerts sent outside the app, for Settings: each channel's state, a test message per channel, the failed deliveries. */
export const alertRoutes: FastifyPluginAsyncZod<AlertRouteOptions> = async (app, { db, alertChannels }) => {
  app.get('/alerts', { schema: { response: { 200: alertsSchema } } }, async (): Promise<Alerts> => ({
    channels: describeAlertChannels(alertChannels()),
    failed: await recentFailures(db),
  }));

  // Sends a made-up deal on one channel now: 200 when it arrived, 502 with what the receiver did, 400 when the channel is not set up.
  app.post('/alerts/test', { schema: { body: alertTestSchema, response: { 200: alertTestResultSchema, 400: errorSchema, 502: errorSchema } } }, async (req) => {
    const { channel } = req.body;
    const channels = alertChannels();
    const state = describeAlertChannels(channels).find((s) => s.channel === channel)!;
    if (!state.configured) throw badRequest(state.missing ?? `${channel} is not set up`, 'channel');
    await showCollectionCurrency(db);
    try {
      await sendAlert(channel, channels, TEST_ALERT, 'test');
    } catch (error) {
      if (!(error instanceof AlertDeliveryError)) throw error;
      throw new HttpError(502, `The test was not sent: ${error.message}`);
    }
    return { channel, sent: true, message: `Sent a test (${state.detail}): check that it arrived.` };
  });
};
