/**
 * The collector's photos as earlier versions of the app kept them: a JSON list of JPEG data URLs in one browser's
 * localStorage, one key per item. They are on the server now (docs/decisions/015-photos-on-the-server.md); what a
 * browser still holds is offered for upload once, and each photo leaves the list as soon as the server has it.
 */
export const photosKey = (itemId: number) => `inventory-photos-${itemId}`;

/** The photos this browser still holds for the item (only image data URLs; anything else stored there is ignored). */
export function loadLegacyPhotos(itemId: number, storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(photosKey(itemId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && p.startsWith('data:image/')) : [];
  } catch {
    return [];
  }
}

/** Keeps only the photos not uploaded yet, removing the key once none is left. */
export function keepLegacyPhotos(itemId: number, photos: readonly string[], storage: Storage = localStorage): void {
  if (photos.length === 0) storage.removeItem(photosKey(itemId));
  else storage.setItem(photosKey(itemId), JSON.stringify(photos));
}

const DATA_URL = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** A stored data URL as a file to upload; throws when it is not a base64 image. */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new Error('A photo saved in this browser is damaged and cannot be uploaded.');
  const text = atob(match[2]);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return new File([bytes], name, { type: match[1] });
}
