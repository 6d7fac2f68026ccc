import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  collectionStatsSchema, copiesSchema, exportSchema, fullExportSchema, importResultSchema, inventoryItemSchema, seriesCompletionSchema, topValuableSchema,
  type InventoryPatch, type NewCopy, type OwnedPiece, type PieceChange,
} from '@tmnt/domain';
import { api } from './client.ts';

export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  detail: (id: number) => [...inventoryKeys.all, 'detail', id] as const,
  copies: (figureId: number) => [...inventoryKeys.all, 'copies', figureId] as const,
  stats: () => [...inventoryKeys.all, 'stats'] as const,
  topValuable: () => [...inventoryKeys.all, 'top-valuable'] as const,
  seriesCompletion: () => [...inventoryKeys.all, 'series-completion'] as const,
};

/** The whole collection; the Collection screen filters it in the browser so every keystroke answers at once. */
const inventoryQuery = () =>
  queryOptions({ queryKey: inventoryKeys.lists(), queryFn: () => api.get('/inventory', z.array(inventoryItemSchema)) });

const inventoryItemQuery = (id: number) =>
  queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: () => api.get(`/inventory/${id}`, inventoryItemSchema) });

const copiesQuery = (figureId: number) =>
  queryOptions({ queryKey: inventoryKeys.copies(figureId), queryFn: () => api.get(`/inventory/figure/${figureId}/copies`, copiesSchema) });

const statsQuery = () => queryOptions({ queryKey: inventoryKeys.stats(), queryFn: () => api.get('/inventory/stats', collectionStatsSchema) });

const topValuableQuery = () =>
  queryOptions({ queryKey: inventoryKeys.topValuable(), queryFn: () => api.get('/inventory/top-valuable', topValuableSchema) });

const seriesCompletionQuery = () =>
  queryOptions({ queryKey: inventoryKeys.seriesCompletion(), queryFn: () => api.get('/inventory/series-completion', seriesCompletionSchema) });

export const useInventory = () => useQuery(inventoryQuery());
export const useInventoryItem = (id: number, enabled = true) => useQuery({ ...inventoryItemQuery(id), enabled });
export const useCopies = (figureId: number | undefined) =>
  useQuery({ ...copiesQuery(figureId ?? 0), enabled: figureId !== undefined });
export const useStats = () => useQuery(statsQuery());
export const useTopValuable = () => useQuery(topValuableQuery());
export const useSeriesCompletion = () => useQuery(seriesCompletionQuery());

/** Read fresh each time: an export must hold what is stored now. */
export const fetchExport = () => api.get('/inventory/export', exportSchema);

/** Everything the collector entered, as the one document import takes back (Export JSON). */
export const fetchFullExport = () => api.get('/inventory/export/full', fullExportSchema);

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

/** Takes a full export back (the file's text, sent as it is); every collection figure is read again after. */
export function useImportCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: string) => api.postText('/inventory/import', json, 'application/json', importResultSchema),
    // Copies, prices and codes may all have changed.
    onSuccess: () => client.invalidateQueries(),
  });
}
