import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessoryRequestSchema, collectionStatsSchema, copiesSchema, copyChangedSchema, errorSchema, exportSchema, inventoryItemSchema, inventoryListQuerySchema,
  inventoryListSchema, inventoryPatchSchema, ITEM_NOT_FOUND, newCopySchema, pieceChangeSchema, seriesCompletionSchema, topValuableSchema,
} from '@tmnt/domain';
import type { DerivedCache } from '../cache.ts';
import { FIGURE_NOT_FOUND, getFigure } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import { etag, ifMatchOf } from '../http/conditional.ts';
import { idParams, requireId } from '../http/errors.ts';
import { answerOnce } from '../idempotency/index.ts';
import { computeExport, computeSeriesCompletion, computeStats, computeTopValuable } from './derived.ts';
import { CollectionList } from './collection-list.ts';
import { copiesOfFigure, listItems } from './queries.ts';
import type { Rates } from '../rates/index.ts';
import { addCopy, addOwnedAccessory, changeCopy, changePiece, removeCopy, removeOwnedAccessory, requireVersionedItem, type VersionedCopy } from './service.ts';

const itemResponses = { 200: inventoryItemSchema, 400: errorSchema, 404: errorSchema };
/** What a write sent with an Idempotency-Key may answer besides (the IETF draft): the key in use (409), used for another request (422). */
const keyResponses = { 409: errorSchema, 422: errorSchema };
/** A copy answered with its version as the ETag (If-Match on a later change or removal). */
const versioned = (status: number, { item, version }: VersionedCopy) => ({ status, headers: { etag: etag(version) }, body: item });
// Whole-collection answers are sent as JSON kept per data version, with that version as their ETag (DerivedCache).
const notModified = { 304: z.null() };
const accessoryParams = idParams.extend({ name: accessoryRequestSchema.shape.name });
/** A piece's number in the path: 1 for the first of an accessory's pieces ("Katana (2)" has 1 and 2). */
const pieceParams = accessoryParams.extend({ number: z.string().regex(/^\d{1,2}$/, 'number must be the number of a piece (1, 2, ...)').transform(Number) });

interface InventoryRouteOptions {
  /** Amounts in another currency are converted at their date's rate (fetched before the write). */
  rates: Rates;
  db: Db;
  derived: DerivedCache;
  /** The stored photos: a removed copy's files go once nothing names them. */
  photos: { removeUnclaimed(names: readonly string[]): Promise<void> };
}

export const inventoryRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { db, derived, photos, rates }) => {
  // The whole collection, each copy's JSON kept while it is unchanged (the unfiltered list only: filters read few).
  const collection = new CollectionList();
  app.get('/inventory', { schema: { querystring: inventoryListQuerySchema, response: { 200: inventoryListSchema, 400: errorSchema, ...notModified } } }, async (req, reply) => {
    const unreadable = (error: Error) => req.log.error(error.message);
    if (Object.keys(req.query).length > 0) return listItems(db, req.query, unreadable);
    await derived.sendJson(req, reply, 'inventory', () => collection.json(db, unreadable), (json) => collection.sending(json as Buffer, reply.raw));
  });

  app.get('/inventory/stats', { schema: { response: { 200: collectionStatsSchema, ...notModified } } }, async (req, reply) => {
    await derived.send(req, reply, 'stats', () => computeStats(db));
  });
  app.get('/inventory/top-valuable', { schema: { response: { 200: topValuableSchema, ...notModified } } }, async (req, reply) => {
    await derived.send(req, reply, 'top-valuable', () => computeTopValuable(db));
  });
  app.get('/inventory/series-completion', { schema: { response: { 200: seriesCompletionSchema, ...notModified } } }, async (req, reply) => {
    await derived.send(req, reply, 'series-completion', () => computeSeriesCompletion(db));
  });
  app.get('/inventory/export', { schema: { response: { 200: exportSchema, ...notModified } } }, async (req, reply) => {
    await derived.send(req, reply, 'export', () => computeExport(db));
  });

  app.get('/inventory/figure/:id/copies', { schema: { params: idParams, response: { 200: copiesSchema, 404: errorSchema } } }, async (req) => {
    const figureId = requireId(req.params.id, FIGURE_NOT_FOUND);
    await getFigure(db, figureId);
    const copies = await copiesOfFigure(db, figureId, (error) => req.log.error(error.message));
    return { copies, total_copies: copies.length };
  });

  app.get('/inventory/:id', { schema: { params: idParams, response: itemResponses } }, async (req, reply) => {
    const { item, version } = await requireVersionedItem(db, requireId(req.params.id, ITEM_NOT_FOUND));
    return reply.header('etag', etag(version)).send(item);
  });

  // Adding, changing and removing a copy take an Idempotency-Key (a phone's queued writes: answered once, replayed
  // after that); a change or removal with If-Match is refused (412, with the copy as it is now) once the copy moved on.
  app.post('/inventory', { schema: { body: newCopySchema, response: { ...itemResponses, 201: inventoryItemSchema, ...keyResponses } } }, (req, reply) =>
    answerOnce<VersionedCopy>(db, req, reply, (beforeCommit) => addCopy(db, rates, req.body, beforeCommit), (copy) => versioned(201, copy)),
  );

  for (const method of ['patch', 'put'] as const) {
    app[method]('/inventory/:id', { schema: { params: idParams, body: inventoryPatchSchema, response: { ...itemResponses, 412: copyChangedSchema, ...keyResponses } } }, (req, reply) => {
      const id = requireId(req.params.id, ITEM_NOT_FOUND);
      return answerOnce<VersionedCopy>(db, req, reply, (beforeCommit) => changeCopy(db, rates, id, req.body, { ifMatch: ifMatchOf(req), beforeCommit }), (copy) => versioned(200, copy));
    });
  }

  // One accessory (every piece of it) ticked or unticked at a time, so two tabs ticking different ones both keep
  // theirs (PATCH owned_accessories or accessory_pieces still replaces the whole list).
  app.post('/inventory/:id/accessories', { schema: { params: idParams, body: accessoryRequestSchema, response: itemResponses } }, (req) =>
    addOwnedAccessory(db, requireId(req.params.id, ITEM_NOT_FOUND), req.body.name),
  );
  app.delete('/inventory/:id/accessories/:name', { schema: { params: accessoryParams, response: itemResponses } }, (req) =>
    removeOwnedAccessory(db, requireId(req.params.id, ITEM_NOT_FOUND), req.params.name),
  );
  // One piece owned or missing, and where an owned one came from.
  app.put('/inventory/:id/accessories/:name/pieces/:number', { schema: { params: pieceParams, body: pieceChangeSchema, response: itemResponses } }, (req) =>
    changePiece(db, requireId(req.params.id, ITEM_NOT_FOUND), req.params.name, req.params.number, req.body),
  );

  app.delete('/inventory/:id', { schema: { params: idParams, response: { 204: z.null(), 400: errorSchema, 404: errorSchema, 412: copyChangedSchema, ...keyResponses } } }, (req, reply) => {
    const id = requireId(req.params.id, ITEM_NOT_FOUND);
    return answerOnce<string[]>(
      db,
      req,
      reply,
      async (beforeCommit) => {
        const files = await removeCopy(db, id, { ifMatch: ifMatchOf(req), beforeCommit });
        // The copy's own photo files go once the deletion is committed, unless something else names them.
        await photos.removeUnclaimed(files);
        return files;
      },
      () => ({ status: 204, body: null }),
    );
  });
};
