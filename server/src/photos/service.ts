import type { FastifyRequest } from 'fastify';
import { ITEM_NOT_FOUND, ITEM_PHOTOS, type ItemPhoto } from '@tmnt/domain';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { receivePhotos } from './intake.ts';
import { copyExists, deleteItemPhoto, insertItemPhotos, itemPhotos, photoCountForUpdate, unnamedPhotoFiles } from './queries.ts';
import type { PhotoStore } from './uploads.ts';

/** The only body adding photos takes (its 415 answer). */
export const PHOTO_FORM_TYPE = 'Send the photos as multipart/form-data (each a file in the field "photo")';

export const PHOTO_NOT_FOUND = 'Photo not found';

/** Refuses (404) a copy that is not there. */
async function requireCopy(db: Db, itemId: number): Promise<void> {
  if (!(await copyExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
}

const tooMany = (has: number) =>
  new HttpError(409, `This copy has ${has} of at most ${ITEM_PHOTOS.maxPerCopy} photos: remove ${has >= ITEM_PHOTOS.maxPerCopy ? 'one' : 'some'} to add more`, { field: 'photo' });

/**
 * Adds the collector's photos to a copy: checked before anything is read (the copy, the room for one more),
 * each photo read, re-encoded and stored, then all recorded in one write with the limit checked again under the
 * copy's lock. A refusal at any step records nothing and removes the files this upload created. Answers the
 * copy's photos.
 */
export async function addPhotos(deps: { db: Db; photos: PhotoStore }, itemId: number, request: FastifyRequest): Promise<ItemPhoto[]> {
  const { db, photos } = deps;
  await requireCopy(db, itemId);
  if (!request.isMultipart()) throw new HttpError(415, PHOTO_FORM_TYPE);
  const before = (await itemPhotos(db, itemId)).length;
  if (before >= ITEM_PHOTOS.maxPerCopy) throw tooMany(before);
  const batch = photos.batch();
  let stored = false;
  try {
    const received = await receivePhotos(request.raw, request.parts(), batch);
    const list = await inWriteTransaction(db, async (trx) => {
      const has = await photoCountForUpdate(trx, itemId);
      if (has === undefined) throw notFound(ITEM_NOT_FOUND);
      if (has + received.length > ITEM_PHOTOS.maxPerCopy) throw tooMany(has);
      await insertItemPhotos(trx, itemId, received);
      return itemPhotos(trx, itemId);
    });
    stored = true;
    return list;
  } finally {
    await batch.settle(stored);
  }
}

/** Removes one of a copy's photos, and its file once that is committed unless something else names it. Answers the copy's photos. */
export async function removePhoto(deps: { db: Db; photos: PhotoStore }, itemId: number, photoId: number): Promise<ItemPhoto[]> {
  const { db, photos } = deps;
  const { list, unnamed } = await inWriteTransaction(db, async (trx) => {
    await requireCopy(trx, itemId);
    const file = await deleteItemPhoto(trx, itemId, photoId);
    if (file === undefined) throw notFound(PHOTO_NOT_FOUND);
    return { list: await itemPhotos(trx, itemId), unnamed: await unnamedPhotoFiles(trx, [file]) };
  });
  await photos.removeUnclaimed(unnamed);
  return list;
}
