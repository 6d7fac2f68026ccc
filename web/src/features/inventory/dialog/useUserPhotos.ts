import { useState } from 'react';
import type { InventoryItem } from '@tmnt/domain';
import { useAddPhotos, useRemovePhoto } from '../../../api/photos.ts';
import { dataUrlToFile, keepLegacyPhotos, loadLegacyPhotos } from './user-photos.ts';

/** How far an upload is: photos sent of all. */
export interface UploadProgress {
  done: number;
  total: number;
}

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * The copy's own photos (on the server), adding and removing them with progress and a clear error, and the
 * photos an earlier version left in this browser's localStorage, offered for upload until they are sent or put off.
 */
export function useUserPhotos(item: InventoryItem) {
  const add = useAddPhotos(item.id);
  const removal = useRemovePhoto(item.id);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [legacy, setLegacy] = useState(() => loadLegacyPhotos(item.id));
  const [legacyPutOff, setLegacyPutOff] = useState(false);

  const upload = async (files: File[], onUploaded?: (count: number) => void) => {
    setError(null);
    setProgress({ done: 0, total: files.length });
    try {
      await add.mutateAsync({
        photos: files,
        onUploaded: (count) => {
          setProgress({ done: count, total: files.length });
          onUploaded?.(count);
        },
      });
    } catch (e) {
      setError(message(e, 'Could not add the photo.'));
    } finally {
      setProgress(null);
    }
  };

  const uploadLegacy = async () => {
    const pending = legacy;
    let files: File[];
    try {
      files = pending.map((dataUrl, i) => dataUrlToFile(dataUrl, `browser-photo-${i + 1}.jpg`));
    } catch (e) {
      setError(message(e, 'Could not read the photos saved in this browser.'));
      return;
    }
    // Each photo leaves this browser's list as soon as the server has it: a failure part way never sends one twice.
    await upload(files, (count) => {
      const left = pending.slice(count);
      keepLegacyPhotos(item.id, left);
      setLegacy(left);
    });
  };

  const remove = async (photoId: number) => {
    setError(null);
    try {
      await removal.mutateAsync(photoId);
    } catch (e) {
      setError(message(e, 'Could not remove the photo.'));
    }
  };

  return {
    photos: item.photos,
    error,
    progress,
    removing: removal.isPending ? removal.variables : null,
    add: (files: File[]) => upload(files),
    remove,
    /** Photos only this browser holds, while the collector has not put them off. */
    legacyCount: legacyPutOff ? 0 : legacy.length,
    uploadLegacy,
    putOffLegacy: () => setLegacyPutOff(true),
  };
}
