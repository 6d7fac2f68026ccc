import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, ITEM_NOT_FOUND, itemPhotoListSchema } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { PHOTO_FORM_LIMITS } from './intake.ts';
import { addPhotos, PHOTO_FORM_TYPE, PHOTO_NOT_FOUND, removePhoto } from './service.ts';
import type { PhotoStore } from './uploads.ts';

const photoParams = idParams.extend({ photoId: idParams.shape.id });

interface PhotoRouteOptions {
  db: Db;
  /** The stored photos in DATA_DIR/uploads. */
  photos: PhotoStore;
}

export const photoRoutes: FastifyPluginAsyncZod<PhotoRouteOptions> = async (app, { db, photos }) => {
  // Multipart only here (and in the other upload routes' own scopes): every other route still refuses anything but JSON.
  await app.register(fastifyMultipart, { limits: PHOTO_FORM_LIMITS });

  app.post(
    '/inventory/:id/photos',
    {
      schema: { params: idParams, response: { 200: itemPhotoListSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema } },
      config: { accepts: PHOTO_FORM_TYPE },
    },
    (req) => addPhotos({ db, photos }, requireId(req.params.id, ITEM_NOT_FOUND), req),
  );

  app.delete('/inventory/:id/photos/:photoId', { schema: { params: photoParams, response: { 200: itemPhotoListSchema, 404: errorSchema } } }, (req) =>
    removePhoto({ db, photos }, requireId(req.params.id, ITEM_NOT_FOUND), requireId(req.params.photoId, PHOTO_NOT_FOUND)),
  );
};
