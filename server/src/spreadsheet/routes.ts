import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, SPREADSHEET_FORM, spreadsheetImportResultSchema, spreadsheetPreviewSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { importSpreadsheet } from './commit.ts';
import { receiveSpreadsheetForm, SPREADSHEET_FORM_LIMITS, SPREADSHEET_FORM_TYPE } from './form.ts';
import { previewSpreadsheet } from './preview.ts';
import { showCollectionCurrency } from '../rates/index.ts';

const refusals = { 400: errorSchema, 413: errorSchema, 415: errorSchema };

export const spreadsheetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Multipart only in this scope: every other route still refuses anything but JSON.
  await app.register(fastifyMultipart, { limits: SPREADSHEET_FORM_LIMITS });

  app.post(
    '/inventory/import/spreadsheet/preview',
    { schema: { response: { 200: spreadsheetPreviewSchema, ...refusals } }, config: { accepts: SPREADSHEET_FORM_TYPE } },
    async (req) => {
      // Prices are read in the collection's currency (domain readPrice).
      await showCollectionCurrency(db);
      return previewSpreadsheet(db, await receiveSpreadsheetForm(req, [SPREADSHEET_FORM.mapping]));
    },
  );

  app.post(
    '/inventory/import/spreadsheet',
    { schema: { response: { 200: spreadsheetImportResultSchema, ...refusals } }, config: { accepts: SPREADSHEET_FORM_TYPE } },
    async (req) => {
      await showCollectionCurrency(db);
      return importSpreadsheet(db, await receiveSpreadsheetForm(req, [SPREADSHEET_FORM.choices]));
    },
  );
};
