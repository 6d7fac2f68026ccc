import { useCallback, useState } from 'react';
import { loadPhotos, photoToDataUrl, savePhotos } from './user-photos.ts';

/** The item's own photos (this browser only), with adding and removing that report a clear error. */
export function useUserPhotos(itemId: number) {
  const [photos, setPhotos] = useState(() => loadPhotos(itemId));
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const store = useCallback(
    (next: string[]) => {
      savePhotos(itemId, next);
      setPhotos(next);
    },
    [itemId],
  );

  const add = useCallback(
    async (files: File[]) => {
      setError(null);
      setAdding(true);
      try {
        const added: string[] = [];
        for (const file of files) added.push(await photoToDataUrl(file));
        store([...loadPhotos(itemId), ...added]);
      } catch (e) {
        setError(e instanceof Error ? e.message : 'Could not add the photo.');
      } finally {
        setAdding(false);
      }
    },
    [itemId, store],
  );

  const remove = useCallback(
    (index: number) => {
      setError(null);
      try {
        store(photos.filter((_, i) => i !== index));
      } catch (e) {
        setError(e instanceof Error ? e.message : 'Could not remove the photo.');
      }
    },
    [photos, store],
  );

  return { photos, error, adding, add, remove };
}
