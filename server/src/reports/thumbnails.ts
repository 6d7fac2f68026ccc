import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_FILE_NAME } from '@tmnt/domain';
import { UPLOADS_PREFIX } from '../photos/index.ts';

/** Long edge of a thumbnail in pixels: about 2x the 56 pt it is drawn at, sharp on paper, a few KB each. */
const THUMBNAIL_EDGE = 120;
const THUMBNAIL_QUALITY = 70;
/** Photos decoded at once: sharp has threads of its own, and the machine may have 2 cores. */
const CONCURRENCY = 4;

/** A stored photo's file name ("/uploads/<sha>.jpg" -> "<sha>.jpg"); null for any other address (never fetched). */
function storedName(address: string): string | null {
  if (!address.startsWith(UPLOADS_PREFIX)) return null;
  const name = address.slice(UPLOADS_PREFIX.length);
  // Only a name the photo store makes: nothing can point outside the uploads folder.
  return PHOTO_FILE_NAME.test(name) ? name : null;
}

async function thumbnail(dir: string, address: string): Promise<Buffer | null> {
  const name = storedName(address);
  if (!name) return null;
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path.join(dir, name));
  } catch {
    // A photo removed from DATA_DIR by hand: the copy is listed without it.
    return null;
  }
  try {
    return await sharp(bytes, { failOn: 'error' })
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
  } catch {
    // A damaged file: the copy is listed without its photo rather than the report failing.
    return null;
  }
}

/** Small JPEG thumbnails of the stored photos at these addresses; missing or unreadable ones are left out. */
export async function loadThumbnails(dir: string, addresses: Iterable<string>): Promise<Map<string, Buffer>> {
  const pending = [...new Set(addresses)];
  const thumbnails = new Map<string, Buffer>();
  const worker = async () => {
    for (let address = pending.pop(); address !== undefined; address = pending.pop()) {
      const made = await thumbnail(dir, address);
      if (made) thumbnails.set(address, made);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return thumbnails;
}
