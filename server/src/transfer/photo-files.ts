import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StoredPhoto } from '../photos/index.ts';

/**
 * Of the photo names an exported copy lists, the ones whose file is in this app's uploads folder, each with its
 * size read from the file: an import never records a photo it does not have (the names alone carry no pixels;
 * a backup carries the files).
 */
export async function photosInUploads(uploads: string, names: readonly string[]): Promise<StoredPhoto[]> {
  const found: StoredPhoto[] = [];
  for (const name of new Set(names)) {
    // The export schema allows only content-hash names, so the path stays in the folder.
    const file = path.join(uploads, name);
    try {
      const [{ size }, { width, height, format }] = await Promise.all([fs.stat(file), sharp(file).metadata()]);
      if (format === 'jpeg') found.push({ file_name: name, width, height, bytes: size });
    } catch {
      // Not there, or not a photo: left out.
    }
  }
  return found;
}
