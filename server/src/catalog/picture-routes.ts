import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, figureSchema, ITEM_NOT_FOUND } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { idParams, requireId } from '../http/errors.ts';
import { PHOTO_NOT_FOUND, type PhotoStore } from '../photos/index.ts';
import { PICTURE_FORM_LIMITS, PICTURE_FORM_TYPE, removePicture, setPictureFromCopyPhoto, setPictureFromUpload } from './picture.ts';
import { FIGURE_NOT_FOUND } from './service.ts';

const photoParams = idParams.extend({ photoId: idParams.shape.id });

interface PictureRouteOptions {
  db: Db;
  /** The stored photos in DATA_DIR/uploads. */
  photos: PhotoStore;
}

/** A figure's own picture: set from an upload or from a copy's own photo, and removed. Each answers the figure. */
export const figurePictureRoutes: FastifyPluginAsyncZod<PictureRouteOptions> = async (app, deps) => {
  // Multipart only in this scope (as for the other upload routes): every other route still refuses anything but JSON.
  await app.register(fastifyMultipart, { limits: PICTURE_FORM_LIMITS });

  app.put(
    '/figures/:id/image',
    {
      schema: { params: idParams, response: { 200: figureSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema } },
      config: { accepts: PICTURE_FORM_TYPE },
    },
    (req) => setPictureFromUpload(deps, requireId(req.params.id, FIGURE_NOT_FOUND), req),
  );

  app.delete('/figures/:id/image', { schema: { params: idParams, response: { 200: figureSchema, 404: errorSchema } } }, (req) =>
    removePicture(deps, requireId(req.params.id, FIGURE_NOT_FOUND)),
  );

  app.post('/inventory/:id/photos/:photoId/figure-picture', { schema: { params: photoParams, response: { 200: figureSchema, 404: errorSchema } } }, (req) =>
    setPictureFromCopyPhoto(deps, requireId(req.params.id, ITEM_NOT_FOUND), requireId(req.params.photoId, PHOTO_NOT_FOUND)),
  );
};
