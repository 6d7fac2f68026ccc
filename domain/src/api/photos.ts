/** The collector's own photos of a copy, and where every stored photo is served (server/src/photos). */
import { z } from 'zod';

/** The collector's own photos of a copy, kept on the server (docs/decisions/015-photos-on-the-server.md). */
export const ITEM_PHOTOS = {
  /** Photos one copy may have. */
  maxPerCopy: 20,
  /** A stored photo fits within this many pixels on its longer side. */
  longEdge: 2048,
} as const;

/** Where DATA_DIR/uploads is served: the grading photos and the collector's own photos alike. */
export const UPLOADS_PREFIX = '/uploads/';

/** A stored photo's file name: the SHA-256 of its bytes, as DATA_DIR/uploads names it (nothing that leaves the folder). */
export const PHOTO_FILE_NAME = /^[0-9a-f]{64}\.jpg$/;

/** Whether an address is a stored photo's: /uploads/ and a name the photo store gives (never a path out of the folder). */
export const isStoredPhotoAddress = (address: string) => address.startsWith(UPLOADS_PREFIX) && PHOTO_FILE_NAME.test(address.slice(UPLOADS_PREFIX.length));

/**
 * A figure's own picture (PUT /figures/{id}/image, multipart, one file in the field `image`): taken in as a copy's
 * own photos are, and kept with a small copy for lists.
 */
export const FIGURE_PICTURE = {
  field: 'image',
  /** The picture fits within this many pixels on its longer side. */
  longEdge: ITEM_PHOTOS.longEdge,
  /** Its thumbnail's longer side. */
  thumbnailEdge: 256,
} as const;

/** One of the collector's own photos of a copy: where it is served and its size in pixels. */
const itemPhotoSchema = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type ItemPhoto = z.infer<typeof itemPhotoSchema>;
/** A copy's own photos, oldest first (what adding and removing one answer). */
export const itemPhotoListSchema = z.array(itemPhotoSchema);

/** Where a copy's pictures are: the one to show it by, and the one for lists. */
interface CopyPicture {
  image_url: string | null;
  thumbnail_url: string | null;
}

/**
 * A copy's picture, wherever a copy is shown (issue 21 point 4): its own first photo, else its figure's picture (in
 * lists the figure's thumbnail, or the picture when it has none), else none (the placeholder).
 */
export function copyPicture(ownFirstPhoto: string | null | undefined, figure: CopyPicture): CopyPicture {
  if (ownFirstPhoto) return { image_url: ownFirstPhoto, thumbnail_url: ownFirstPhoto };
  return { image_url: figure.image_url, thumbnail_url: figure.thumbnail_url ?? figure.image_url };
}
