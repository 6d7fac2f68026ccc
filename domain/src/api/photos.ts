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

/** One of the collector's own photos of a copy: where it is served and its size in pixels. */
const itemPhotoSchema = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type ItemPhoto = z.infer<typeof itemPhotoSchema>;
/** A copy's own photos, oldest first (what adding and removing one answer). */
export const itemPhotoListSchema = z.array(itemPhotoSchema);
