import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  figureCodeSchema, figurePricesSchema, figureSchema, lookupResponseSchema, priceHistorySchema, refreshFailureSchema,
  type Figure, type FigureCodeLink, type FigurePatch, type FigurePrices, type NewFigure, type NewSale, type SourceOutcome,
} from '@tmnt/domain';
import { api, ApiError, queryString } from './client.ts';
import { inventoryKeys } from './inventory.ts';

export interface FigureFilters {
  q?: string;
  series?: string;
  year?: number;
}

export const figureKeys = {
  all: ['figures'] as const,
  lists: () => [...figureKeys.all, 'list'] as const,
  list: (filters: FigureFilters) => [...figureKeys.lists(), filters] as const,
  detail: (id: number) => [...figureKeys.all, 'detail', id] as const,
  codes: (id: number) => [...figureKeys.all, 'codes', id] as const,
  prices: (id: number) => [...figureKeys.all, 'prices', id] as const,
  history: (id: number) => [...figureKeys.all, 'history', id] as const,
  series: () => [...figureKeys.all, 'series'] as const,
};

const figuresQuery = (filters: FigureFilters = {}) =>
  queryOptions({ queryKey: figureKeys.list(filters), queryFn: () => api.get(`/figures${queryString({ ...filters })}`, z.array(figureSchema)) });

const figureQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.detail(id), queryFn: () => api.get(`/figures/${id}`, figureSchema) });

const figureCodesQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.codes(id), queryFn: () => api.get(`/figures/${id}/upcs`, z.array(figureCodeSchema)) });

const figurePricesQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.prices(id), queryFn: () => api.get(`/figures/${id}/prices`, figurePricesSchema) });

const priceHistoryQuery = (id: number) =>
  queryOptions({ queryKey: figureKeys.history(id), queryFn: () => api.get(`/figures/${id}/price-history`, priceHistorySchema) });

export const useFigures = (filters: FigureFilters = {}, enabled = true) => useQuery({ ...figuresQuery(filters), enabled });
export const useFigure = (id: number, enabled = true) => useQuery({ ...figureQuery(id), enabled });
export const useFigureCodes = (id: number) => useQuery(figureCodesQuery(id));
export const useFigurePrices = (id: number) => useQuery(figurePricesQuery(id));
export const usePriceHistory = (id: number) => useQuery(priceHistoryQuery(id));
/** Every series name in use, for a figure form's suggestions. */
export const useFigureSeries = () => useQuery({ queryKey: figureKeys.series(), queryFn: () => api.get('/figures/series', z.array(z.string())) });

/** The figure the catalogue has under a code (no outside lookup); 404 (unknown) and 409 (several: `body.candidates`) arrive as ApiError. */
export const figureByCode = (code: string) => api.get(`/figures/upc/${encodeURIComponent(code)}`, figureSchema);

/** Looks a scanned code up; 404/409 answers arrive as ApiError with `body.candidates`. */
export const lookupUpc = (upc: string) => api.post('/figures/lookup', { upc }, lookupResponseSchema);

/** After a code is linked or unlinked: every figure answer, and the copies (they show their figure's code). */
function useInvalidateCodes() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: figureKeys.all }), client.invalidateQueries({ queryKey: inventoryKeys.all })]);
}

/** Links a code to a figure (checked on the server; see domain checkCodeForLink); answers the figure. */
export function useLinkCode() {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: ({ figureId, link }: { figureId: number; link: FigureCodeLink }) => api.post(`/figures/${figureId}/upcs`, link, figureSchema),
    onSuccess: invalidate,
  });
}

/** Unlinks a code from a figure. */
export function useUnlinkCode(figureId: number) {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (code: string) => api.delete(`/figures/${figureId}/upcs/${encodeURIComponent(code)}`),
    onSuccess: invalidate,
  });
}

/** Makes a code the figure's primary one (the one its copies show). */
export function useMakeCodePrimary(figureId: number) {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (code: string) => api.patch(`/figures/${figureId}`, { upc: code }, figureSchema),
    onSuccess: invalidate,
  });
}

/** Adds a figure the catalogue lacks (the collector's own); 409 names a figure with the same name and year. */
export function useCreateFigure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (figure: NewFigure) => api.post('/figures', figure, figureSchema),
    onSuccess: (figure: Figure) => {
      client.setQueryData(figureKeys.detail(figure.id), figure);
      return Promise.all([client.invalidateQueries({ queryKey: figureKeys.lists() }), client.invalidateQueries({ queryKey: figureKeys.series() })]);
    },
  });
}

/** Corrects a figure's details (any figure; a catalogue figure keeps the correction); copies show them too. */
export function useUpdateFigure(figureId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (patch: FigurePatch) => api.patch(`/figures/${figureId}`, patch, figureSchema),
    onSuccess: (figure: Figure) => {
      client.setQueryData(figureKeys.detail(figureId), figure);
      return invalidate();
    },
  });
}

/**
 * After a figure is gone (deleted, or merged into another): every figure answer and copy but the gone figure's own,
 * which its page, still open until it navigates away, would only read again as a 404.
 */
function useInvalidateAllBut() {
  const client = useQueryClient();
  return (goneId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: figureKeys.all, predicate: (query) => query.queryKey[2] !== goneId }),
      client.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
}

/** Deletes a collector's own figure; 409 for a catalogue figure or one that copies use (the message says how many). */
export function useDeleteFigure(figureId: number) {
  const invalidate = useInvalidateAllBut();
  return useMutation({ mutationFn: () => api.delete(`/figures/${figureId}`), onSuccess: () => invalidate(figureId) });
}

/** Moves everything of a collector's figure (copies, codes, sales, picture) into another and removes it; answers that one. */
export function useMergeFigure(figureId: number) {
  const invalidate = useInvalidateAllBut();
  return useMutation({
    mutationFn: (into: number) => api.post(`/figures/${figureId}/merge`, { into }, figureSchema),
    onSuccess: () => invalidate(figureId),
  });
}

/**
 * After any price write (a refresh, a sale added, a record excluded, a file imported): the figure's prices and history
 * (every figure's when none is named), and every inventory query, since a copy's value rests on its figure's prices.
 */
export function useInvalidatePrices() {
  const client = useQueryClient();
  return useCallback(
    (figureId?: number) =>
      Promise.all([
        client.invalidateQueries({ queryKey: figureId === undefined ? [...figureKeys.all, 'prices'] : figureKeys.prices(figureId) }),
        client.invalidateQueries({ queryKey: figureId === undefined ? [...figureKeys.all, 'history'] : figureKeys.history(figureId) }),
        client.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
    [client],
  );
}

/**
 * Fetches both marketplaces now. The prices answered are kept at once; the history and the copies' values are read
 * again before the refresh settles. `onResponse` is called when the server has answered, before that reading back.
 */
export function useRefreshPrices(figureId: number, { onResponse }: { onResponse?: () => void } = {}) {
  const client = useQueryClient();
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: async () => {
      try {
        return await api.get(`/figures/${figureId}/prices?refresh=true`, figurePricesSchema);
      } finally {
        onResponse?.();
      }
    },
    onSuccess: (prices) => client.setQueryData(figureKeys.prices(figureId), prices),
    // A refresh that found nothing still stored what each source answered.
    onSettled: () => invalidate(figureId),
  });
}

/** What each source answered when a refresh failed (the 502/503 body), or null when the answer does not say. */
export function refreshFailureSources(error: Error | null): SourceOutcome[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = refreshFailureSchema.safeParse(error.body);
  return parsed.success ? parsed.data.sources : null;
}

/** Records a sale by hand; answers the figure's new prices. */
export function useAddSale(figureId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (sale: NewSale) => api.post(`/figures/${figureId}/sales`, sale, figurePricesSchema),
    onSuccess: (prices: FigurePrices) => {
      client.setQueryData(figureKeys.prices(figureId), prices);
      return invalidate(figureId);
    },
  });
}

/** Leaves a price record out of its figure's prices, or brings it back. */
export function useSetRecordExcluded(figureId: number) {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: ({ recordId, excluded }: { recordId: number; excluded: boolean }) => api.patch(`/price-records/${recordId}`, { excluded }, null),
    onSuccess: () => invalidate(figureId),
  });
}
