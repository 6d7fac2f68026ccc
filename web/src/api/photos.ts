import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemPhotoListSchema, type ItemPhoto } from '@tmnt/domain';
import { api } from './client.ts';
import { inventoryKeys } from './inventory.ts';

/** The form field the server takes each photo in. */
const PHOTO_FIELD = 'photo';

/** Sends one photo of a copy: the server checks it, strips its metadata and stores it. Answers the copy's photos. */
function uploadPhoto(itemId: number, photo: File): Promise<ItemPhoto[]> {
  const form = new FormData();
  form.append(PHOTO_FIELD, photo, photo.name);
  return api.postForm(`/inventory/${itemId}/photos`, form, itemPhotoListSchema);
}

/**
 * Adds photos to a copy one request each (so `onUploaded` can tell the progress, and a refusal leaves the
 * earlier ones stored). The item is read again afterwards, even after a refusal: some may have been added.
 */
export function useAddPhotos(itemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photos, onUploaded }: { photos: readonly File[]; onUploaded?: (count: number) => void }) => {
      for (const [index, photo] of photos.entries()) {
        await uploadPhoto(itemId, photo);
        onUploaded?.(index + 1);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** Removes one of a copy's photos (its file too, unless another copy or a grade still shows it). */
export function useRemovePhoto(itemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => api.delete(`/inventory/${itemId}/photos/${photoId}`, itemPhotoListSchema),
    onSettled: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
