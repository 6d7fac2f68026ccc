import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inventoryListSchema, placeCheckSchema, placeDetailSchema, placeListSchema, placeSchema, type NewPlace, type PlaceCheckRequest, type PlacePatch,
} from '@tmnt/domain';
import { api, queryString } from './client.ts';
import { inventoryKeys } from './inventory.ts';

// Under the inventory keys: what a place holds, counts and is worth moves with every write to a copy, and every such
// write invalidates inventoryKeys.all.
const placeKeys = {
  all: [...inventoryKeys.all, 'places'] as const,
  list: () => [...placeKeys.all, 'list'] as const,
  detail: (id: number) => [...placeKeys.all, 'detail', id] as const,
  copies: (id: number) => [...placeKeys.all, 'copies', id] as const,
};

const placesQuery = () => queryOptions({ queryKey: placeKeys.list(), queryFn: () => api.get('/places', placeListSchema) });

/** Every place with its path, counts, value and last check (the tree is built from their parents). */
export const usePlaces = () => useQuery(placesQuery());

export const usePlace = (id: number, enabled = true) => useQuery({ queryKey: placeKeys.detail(id), queryFn: () => api.get(`/places/${id}`, placeDetailSchema), enabled });

/** The copies kept in a place or any place inside it. */
export const usePlaceCopies = (id: number, enabled = true) =>
  useQuery({ queryKey: placeKeys.copies(id), queryFn: () => api.get(`/inventory${queryString({ place: id })}`, inventoryListSchema), enabled });

function useInvalidatePlaces() {
  const client = useQueryClient();
  // A place's name is in its copies' storage_location: the collection is read again too.
  return () => client.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useCreatePlace() {
  const invalidate = useInvalidatePlaces();
  return useMutation({ mutationFn: (place: NewPlace) => api.post('/places', place, placeSchema), onSuccess: invalidate });
}

export function useUpdatePlace() {
  const invalidate = useInvalidatePlaces();
  return useMutation({ mutationFn: ({ id, patch }: { id: number; patch: PlacePatch }) => api.patch(`/places/${id}`, patch, placeSchema), onSuccess: invalidate });
}

/** Deletes a place; what it holds goes to `moveTo`, else to the place it is in. */
export function useDeletePlace() {
  const invalidate = useInvalidatePlaces();
  return useMutation({ mutationFn: ({ id, moveTo }: { id: number; moveTo?: number }) => api.delete(`/places/${id}${queryString({ move_to: moveTo })}`), onSuccess: invalidate });
}

/** "Done" on a stocktake: records it with the copies counted. */
export function useRecordCheck() {
  const invalidate = useInvalidatePlaces();
  return useMutation({ mutationFn: ({ id, check }: { id: number; check: PlaceCheckRequest }) => api.post(`/places/${id}/checks`, check, placeCheckSchema), onSuccess: invalidate });
}
