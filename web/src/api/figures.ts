import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { figurePricesSchema, figureSchema, lookupResponseSchema, priceHistorySchema, type FigurePatch } from '@tmnt/domain';
import { api, queryString } from './client.ts';
import { inventoryKeys } from './inventory.ts';

export interface FigureFilters {
  q?: string;
  series?: string;
  year?: number;
}

const figureKeys = {
  all: ['figures'] as const,
  lists: () => [...figureKeys.all, 'list'] as const,
  list: (filters: FigureFilters) => [...figureKeys.lists(), filters] as const,
  detail: (id: number) => [...figureKeys.all, 'detail', id] as const,
  prices: (id: number) => [...figureKeys.all, 'prices', id] as const,
  history: (id: number) => [...figureKeys.all, 'history', id] as const,
};

const figuresQuery = (filters: FigureFilters = {}) =>
  queryOptions({ queryKey: figureKeys.list(filters), queryFn: () => api.get(`/figures${queryString({ ...filters })}`, z.array(figureSchema)) });

const figureQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.detail(id), queryFn: () => api.get(`/figures/${id}`, figureSchema) });

const figurePricesQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.prices(id), queryFn: () => api.get(`/figures/${id}/prices`, figurePricesSchema) });

const priceHistoryQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.history(id), queryFn: () => api.get(`/figures/${id}/price-history`, priceHistorySchema) });

export const useFigures = (filters: FigureFilters = {}, enabled = true) => useQuery({ ...figuresQuery(filters), enabled });
export const useFigure = (id: number) => useQuery(figureQuery(id));
export const useFigurePrices = (id: number) => useQuery(figurePricesQuery(id));
export const usePriceHistory = (id: number) => useQuery(priceHistoryQuery(id));

/** Looks a scanned code up; 404/409 answers arrive as ApiError with `body.candidates`. */
export const lookupUpc = (upc: string) => api.post('/figures/lookup', { upc }, lookupResponseSchema);

export function usePatchFigure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: FigurePatch }) => api.patch(`/figures/${id}`, patch, figureSchema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: figureKeys.all });
      void client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
