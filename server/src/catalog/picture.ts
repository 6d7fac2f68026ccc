// A figure's own picture (issue 21 point 4): a file the collector uploads, or one of a copy's own photos, kept in
// DATA_DIR/uploads with a small copy for lists. Nothing is fetched from elsewhere: no picture is taken from a
// source whose licence does not allow it, and the catalogue sets none.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FIGURE_PICTURE, GRADING, isStoredPhotoAddress, ITEM_NOT_FOUND, type Figure } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { copyPhotoFile, PHOTO_NOT_FOUND, receivePhotos, shrinkStoredPhoto, unnamedPhotoFiles, UPLOADS_PREFIX, type PhotoBatch, type PhotoForm, type PhotoStore } from '../photos/index.ts';
import { updateFigure } from './queries.ts';
import { getFigure } from './service.ts';

/** The only body setting a picture takes (its 415 answer). */
export const PICTURE_FORM_TYPE = `Send the picture as multipart/form-data (one file in the field "${FIGURE_PICTURE.field}")`;

/** The upload's limits for @fastify/multipart: one file, as large as a photo may be. */
export const PICTURE_FORM_LIMITS = {
  fileSize: GRADING.maxPhotoBytes,
  files: 1,
  // Room for a stray field, so that it is refused by name rather than as "too many fields".
  fields: 4,
  fieldSize: 1024,
};

const PICTURE_FORM: PhotoForm = { field: FIGURE_PICTURE.field, tooManyFiles: 'Send one picture: a figure has one' };

interface PictureDeps {
  db: Db;
  /** The stored photos in DATA_DIR/uploads. */
  photos: PhotoStore;
}

/** A figure's picture and its thumbnail, by address; null for none. */
type Picture = { image_url: string; thumbnail_url: string } | null;

/** The stored files a figure's picture names (an address elsewhere names none). */
const storedFiles = (figure: Figure) =>
  [figure.image_url, figure.thumbnail_url].filter((address): address is string => address !== null && isStoredPhotoAddress(address)).map((address) => address.slice(UPLOADS_PREFIX.length));

/** The picture at `address` (held by the batch) with its thumbnail, made from its bytes and stored through the batch. */
async function withThumbnail(batch: PhotoBatch, address: string, jpeg: Buffer): Promise<Picture> {
  const thumbnail = await shrinkStoredPhoto(jpeg, FIGURE_PICTURE.thumbnailEdge);
  return { image_url: address, thumbnail_url: await batch.add(thumbnail.jpeg) };
}

/**
 * Sets (or clears) the picture of the figure `target` names in one write (the data version moves, so every copy's
 * picture follows); after it commits, the old picture's files go unless something else names them. Answers the figure.
 */
async function recordPicture({ db, photos }: PictureDeps, target: (trx: Db) => Promise<number>, picture: Picture): Promise<Figure> {
  const { figure, unnamed } = await inWriteTransaction(db, async (trx) => {
    const id = await target(trx);
    const before = await getFigure(trx, id);
    await updateFigure(trx, id, picture ?? { image_url: null, thumbnail_url: null });
    return { figure: await getFigure(trx, id), unnamed: await unnamedPhotoFiles(trx, storedFiles(before)) };
  });
  await photos.removeUnclaimed(unnamed);
  return figure;
}

/**
 * Sets a figure's picture from an upload (PUT /figures/{id}/image): checked by its bytes, turned upright, its
 * metadata removed and fitted as a copy's own photos are, plus a thumbnail. A refusal records nothing and removes
 * the files this upload created.
 */
export async function setPictureFromUpload(deps: PictureDeps, figureId: number, request: FastifyRequest): Promise<Figure> {
  const { db, photos } = deps;
  await getFigure(db, figureId);
  if (!request.isMultipart()) throw new HttpError(415, PICTURE_FORM_TYPE);
  const batch = photos.batch();
  let stored = false;
  try {
    const [received] = await receivePhotos(request.raw, request.parts(), batch, PICTURE_FORM);
    const jpeg = await fs.readFile(path.join(photos.dir, received.file_name));
    const picture = await withThumbnail(batch, `${UPLOADS_PREFIX}${received.file_name}`, jpeg);
    const figure = await recordPicture(deps, async () => figureId, picture);
    stored = true;
    return figure;
  } finally {
    await batch.settle(stored);
  }
}

/** The figure of a copy that has this photo, read in the caller's transaction: 404 for no such copy or photo. */
async function figureOfCopyPhoto(db: Db, itemId: number, photoId: number): Promise<{ figureId: number; file: string }> {
  const found = await copyPhotoFile(db, itemId, photoId);
  if (!found) throw notFound(ITEM_NOT_FOUND);
  if (found.file === undefined) throw notFound(PHOTO_NOT_FOUND);
  return { figureId: found.figureId, file: found.file };
}

/**
 * Makes one of a copy's own photos its figure's picture (POST /inventory/{id}/photos/{photoId}/figure-picture): the
 * same stored file, with a thumbnail made from it. The photo may be removed from the copy later: the figure still
 * names the file, so it stays.
 */
export async function setPictureFromCopyPhoto(deps: PictureDeps, itemId: number, photoId: number): Promise<Figure> {
  const { db, photos } = deps;
  const { file } = await figureOfCopyPhoto(db, itemId, photoId);
  let jpeg: Buffer;
  try {
    jpeg = await fs.readFile(path.join(photos.dir, file));
  } catch (error) {
    throw new Error(`Copy #${itemId}'s photo ${photoId} (${file}) cannot be read from DATA_DIR/uploads: ${(error as Error).message}`);
  }
  const batch = photos.batch();
  let stored = false;
  try {
    // Held by this batch, so the photo's removal meanwhile cannot remove the file before the figure names it.
    const picture = await withThumbnail(batch, await batch.add(jpeg), jpeg);
    // The photo is looked for again in the write: removed meanwhile, it is a 404 and nothing is recorded.
    const figure = await recordPicture(deps, async (trx) => (await figureOfCopyPhoto(trx, itemId, photoId)).figureId, picture);
    stored = true;
    return figure;
  } finally {
    await batch.settle(stored);
  }
}

/** Removes a figure's picture (DELETE /figures/{id}/image): its copies show their own photos or the placeholder. */
export function removePicture(deps: PictureDeps, figureId: number): Promise<Figure> {
  return recordPicture(deps, async () => figureId, null);
}
