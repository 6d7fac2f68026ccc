import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, moneySettingsRequestSchema, moneySettingsSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import type { Rates } from '../rates/index.ts';
import { changeMoneySettings, moneySettings } from './service.ts';

/** The collection's currency and the eBay site searched (the Settings page's Money part). */
export const moneyRoutes: FastifyPluginAsyncZod<{ db: Db; rates: Rates }> = async (app, { db, rates }) => {
  app.get('/money', { schema: { response: { 200: moneySettingsSchema } } }, () => moneySettings(db, rates));
  app.put('/money', { schema: { body: moneySettingsRequestSchema, response: { 200: moneySettingsSchema, 400: errorSchema, 503: errorSchema } } }, (req) =>
    changeMoneySettings(db, rates, req.body),
  );
};
