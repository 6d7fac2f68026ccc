import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FIGURE_PICTURE, figureSchema, type Figure } from '@tmnt/domain';
import { api } from './client.ts';
import { figureKeys } from './figures.ts';
import { inventoryKeys } from './inventory.ts';

/**
 * After a figure's picture changed: the figure as answered, and every figure and copy answer read again (a copy
 * with no photo of its own is shown by its figure's picture, in lists, the top 10 and its page).
 */
function usePictureChanged() {
  const client = useQueryClient();
  return (figure: Figure) => {
    client.setQueryData(figureKeys.detail(figure.id), figure);
    return Promise.all([client.invalidateQueries({ queryKey: figureKeys.all }), client.invalidateQueries({ queryKey: inventoryKeys.all })]);
  };
}

/** Sets a figure's picture from a file: the server checks it, turns it upright, strips its metadata and makes a thumbnail. */
export function useSetFigurePicture(figureId: number) {
  const changed = usePictureChanged();
  return useMutation({
    mutationFn: (picture: File) => {
      const form = new FormData();
      form.append(FIGURE_PICTURE.field, picture, picture.name);
      return api.putForm(`/figures/${figureId}/image`, form, figureSchema);
    },
    onSuccess: changed,
  });
}

/** Removes a figure's picture: its copies show their own photos, or the placeholder. */
export function useRemoveFigurePicture(figureId: number) {
  const changed = usePictureChanged();
  return useMutation({
    mutationFn: () => api.delete(`/figures/${figureId}/image`, figureSchema),
    onSuccess: changed,
  });
}

/** Makes one of a copy's own photos its figure's picture (the same file on the server, with a thumbnail of it). */
export function useSetPictureFromPhoto(itemId: number) {
  const changed = usePictureChanged();
  return useMutation({
    mutationFn: (photoId: number) => api.post(`/inventory/${itemId}/photos/${photoId}/figure-picture`, {}, figureSchema),
    onSuccess: changed,
  });
}
