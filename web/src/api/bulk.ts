import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResultSchema, bulkUndoResultSchema, type BulkRequest } from '@tmnt/domain';
import { api } from './client.ts';
import { inventoryKeys } from './inventory.ts';

/** A change to many copies, or its undo: every collection figure (values, totals, places) is read again after. */
function useInvalidateInventory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useBulkChange() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: (request: BulkRequest) => api.post('/inventory/bulk', request, bulkResultSchema), onSuccess: invalidate });
}

export function useUndoBulk() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: (token: string) => api.post('/inventory/bulk/undo', { token }, bulkUndoResultSchema), onSuccess: invalidate });
}
