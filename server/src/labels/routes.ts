import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, labelAddressSchema, labelsRequestSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import type { Instance } from '../settings/index.ts';
import { labelAddress } from './address.ts';
import { labelsFileName, makeLabels } from './service.ts';

interface LabelRouteOptions {
  db: Db;
  /** How the app was started: the address a phone opens, for the codes when this page is opened on localhost. */
  instance: Instance;
}

/** Labels with QR codes for places and copies, as a PDF to print. */
export const labelRoutes: FastifyPluginAsyncZod<LabelRouteOptions> = async (app, { db, instance }) => {
  app.get('/labels/address', { schema: { response: { 200: labelAddressSchema } } }, (req) => labelAddress(req, instance));

  // PDF bytes, sent as they are (Fastify serializes no Buffer).
  app.post('/labels', { schema: { body: labelsRequestSchema, response: { 200: z.instanceof(Buffer).describe('The labels, application/pdf'), 400: errorSchema } } }, async (req, reply) => {
    const madeAt = new Date();
    const pdf = await makeLabels(db, req.body, labelAddress(req, instance).address, madeAt);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${labelsFileName(madeAt)}"`).header('cache-control', 'no-store').send(pdf);
  });
};
