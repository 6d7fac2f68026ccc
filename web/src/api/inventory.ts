import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copiesSchema, inventoryItemSchema, type InventoryItem, type InventoryPatch, type NewCopy, type OwnedPiece, type PieceChange } from '@tmnt/domain';
import { api, asSent } from './client.ts';
import { inventoryKeys } from './inventory-keys.ts';

export { inventoryKeys };

/**
 * The whole collection; the Collection screen filters it in the browser so every keystroke answers at once. Taken as
 * sent (see asSent, decision 032): the server checked each copy against inventoryItemSchema before sending it, and a
 * second parse of 5,000 copies in the browser cost a fifth of a second and as much again in garbage collection.
 */
const inventoryQuery = () =>
  queryOptions({ queryKey: inventoryKeys.lists(), queryFn: () => api.get('/inventory', asSent<InventoryItem[]>()) });

const inventoryItemQuery = (id: number) =>
  queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: () => api.get(`/inventory/${id}`, inventoryItemSchema) });

const copiesQuery = (figureId: number) =>
  queryOptions({ queryKey: inventoryKeys.copies(figureId), queryFn: () => api.get(`/inventory/figure/${figureId}/copies`, copiesSchema) });

export const useInventory = () => useQuery(inventoryQuery());
export const useInventoryItem = (id: number, enabled = true) => useQuery({ ...inventoryItemQuery(id), enabled });
export const useCopies = (figureId: number | undefined) =>
  useQuery({ ...copiesQuery(figureId ?? 0), enabled: figureId !== undefined });

/** After any write, the lists, the item, its copies and every collection figure are read again (spec section 7). */
function useInvalidateInventory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useAddCopy() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: (copy: NewCopy) => api.post('/inventory', copy, inventoryItemSchema), onSuccess: invalidate });
}

export function useUpdateItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: InventoryPatch }) => api.patch(`/inventory/${id}`, patch, inventoryItemSchema),
    onSuccess: invalidate,
  });
}

/**
 * One piece of a copy's checklist owned (with where it came from) or missing: one change the server makes on the
 * pieces as they are then, so a change made meanwhile in another tab stays (sending the whole list would undo it).
 * Answers the copy.
 */
export function useSetPiece() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ id, accessory, number, ...change }: { id: number; accessory: string } & Pick<OwnedPiece, 'number'> & PieceChange) =>
      api.put(`/inventory/${id}/accessories/${encodeURIComponent(accessory)}/pieces/${number}`, change, inventoryItemSchema),
    onSuccess: invalidate,
  });
}

export function useDeleteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/inventory/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: inventoryKeys.detail(id) });
      return client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
