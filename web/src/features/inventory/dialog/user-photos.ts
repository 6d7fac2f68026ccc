import { canvasForJpeg } from '../../../components/jpeg-canvas.ts';

/**
 * The collector's own photos of a copy. They stay in this browser only (spec section 7): a JSON list of
 * JPEG data URLs in localStorage, one key per item, downscaled first so a handful fit in the storage quota.
 */
export const photosKey = (itemId: number) => `inventory-photos-${itemId}`;

const MAX_PHOTO_SIDE = 1024;
const JPEG_QUALITY = 0.85;

export class PhotoStorageFullError extends Error {
  constructor() {
    super("This browser's photo storage is full. Remove a photo (here or on another item) to add a new one.");
  }
}

export function loadPhotos(itemId: number, storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(photosKey(itemId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && p.startsWith('data:image/')) : [];
  } catch {
    return [];
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);
}

/** Stores the list (removing the key when empty); throws PhotoStorageFullError when the quota is reached. */
export function savePhotos(itemId: number, photos: readonly string[], storage: Storage = localStorage): void {
  try {
    if (photos.length === 0) storage.removeItem(photosKey(itemId));
    else storage.setItem(photosKey(itemId), JSON.stringify(photos));
  } catch (error) {
    if (isQuotaError(error)) throw new PhotoStorageFullError();
    throw error;
  }
}

/** Size that fits within `max` on the longer side, keeping the proportions; never upscales. */
export function fitWithin(width: number, height: number, max: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** An image file as a downscaled JPEG data URL. */
export async function photoToDataUrl(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Only image files can be added as photos.');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('Could not read that image. Try a JPEG or PNG photo.');
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = canvasForJpeg(bitmap, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
