import type { IncomingMessage } from 'node:http';
import type { Multipart } from '@fastify/multipart';
import { GRADING, ITEM_PHOTOS } from '@tmnt/domain';
import { badRequest, HttpError } from '../http/errors.ts';
import { multipartRefusal } from '../http/multipart.ts';
import { PhotoRefused, prepareOwnPhoto } from './photo.ts';
import type { StoredPhoto } from './queries.ts';
import type { PhotoBatch } from './uploads.ts';

/** The form's one field: each file sent under it is a photo. */
const PHOTO_FIELD = 'photo';

/** The upload's limits for @fastify/multipart: more photos than a copy may have is reported by the files limit. */
export const PHOTO_FORM_LIMITS = {
  fileSize: GRADING.maxPhotoBytes,
  files: ITEM_PHOTOS.maxPerCopy,
  // Room for a stray field, so that it is refused by name rather than as "too many fields".
  fields: 4,
  fieldSize: 1024,
};

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** A form of photos: the field each file is sent in, and what is said when more files come than the form's limits allow. */
export interface PhotoForm {
  field: string;
  tooManyFiles: string;
}

/** The collector's own photos of a copy (POST /inventory/{id}/photos). */
const OWN_PHOTOS: PhotoForm = { field: PHOTO_FIELD, tooManyFiles: `At most ${ITEM_PHOTOS.maxPerCopy} photos can be added at once` };

/** How an error names a photo: its file name, or its place in the form. */
const label = (filename: string, index: number) => (filename ? `"${filename}"` : `Photo ${index + 1}`);

/**
 * Reads the photos of an upload one at a time (at most one original in memory): each is checked by its bytes,
 * re-encoded without metadata (prepareOwnPhoto) and written through the batch. On any refusal the rest of the
 * upload is read and dropped (the connection stays usable) and the error is thrown; the caller settles the batch.
 */
export async function receivePhotos(raw: IncomingMessage, parts: AsyncIterable<Multipart>, batch: PhotoBatch, form: PhotoForm = OWN_PHOTOS): Promise<StoredPhoto[]> {
  const { field } = form;
  const photos: StoredPhoto[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field' || part.fieldname !== field) {
        if (part.type === 'file') part.file.resume();
        throw badRequest(`Unknown field "${part.fieldname}": send each photo as a file in the field "${field}"`, part.fieldname);
      }
      const name = label(part.filename, photos.length);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `${name} is larger than ${megabytes(GRADING.maxPhotoBytes)}, the most one photo may be`, { field });
        }
        throw error;
      }
      let prepared;
      try {
        prepared = await prepareOwnPhoto(bytes, ITEM_PHOTOS.longEdge);
      } catch (error) {
        if (error instanceof PhotoRefused) throw badRequest(`${name}: ${error.message}`, field);
        throw error;
      }
      const address = await batch.add(prepared.jpeg);
      photos.push({ file_name: address.slice(address.lastIndexOf('/') + 1), width: prepared.width, height: prepared.height, bytes: prepared.jpeg.length });
    }
  } catch (error) {
    raw.unpipe();
    raw.resume();
    throw error instanceof HttpError ? error : multipartRefusal(error, badRequest(form.tooManyFiles, field));
  }
  if (photos.length === 0) throw badRequest(`Choose a photo to add (a file in the field "${field}")`, field);
  return photos;
}
