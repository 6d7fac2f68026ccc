import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionStartedSchema, marketStatsSchema, salesImportResultSchema, type MarketStats } from '@tmnt/domain';
import { api } from './client.ts';
import { useInvalidatePrices } from './figures.ts';

const marketKeys = {
  all: ['market'] as const,
  stats: () => [...marketKeys.all, 'stats'] as const,
};

/** Spec sections 4 and 9: the market stats are polled every 5 seconds. */
const MARKET_STATS_POLL_MS = 5000;

/** Spec section 9: Collect Top sends limit 50, Collect Unpriced limit 100. */
const COLLECT_LIMITS = { top: 50, unpriced: 100 } as const;
export type CollectMode = keyof typeof COLLECT_LIMITS;

const marketStatsQuery = () => queryOptions({ queryKey: marketKeys.stats(), queryFn: () => api.get('/market-data/stats', marketStatsSchema) });

/**
 * The catalogue's price coverage and the background collection's status, polled. When a collection ends, the
 * prices it stored move copies' values: figure prices and inventory are read again.
 */
export function useMarketStats() {
  const query = useQuery({ ...marketStatsQuery(), refetchInterval: MARKET_STATS_POLL_MS });
  const status = query.data?.collectionStatus.status;
  const previous = useRef(status);
  const invalidatePrices = useInvalidatePrices();
  useEffect(() => {
    if (previous.current === 'running' && status !== 'running') void invalidatePrices();
    previous.current = status;
  }, [status, invalidatePrices]);
  return query;
}

/** Starts a background collection (202); the stats are read again at once to show it running. */
export function useCollect(mode: CollectMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/market-data/collect-${mode}`, { limit: COLLECT_LIMITS[mode] }, collectionStartedSchema),
    onSuccess: ({ collectionStatus }) => {
      client.setQueryData<MarketStats>(marketKeys.stats(), (stats) => stats && { ...stats, collectionStatus });
      return client.invalidateQueries({ queryKey: marketKeys.stats() });
    },
  });
}

/** Imports a CSV file of sales (sent as text/csv); any figure's prices may have moved. */
export function useImportSales() {
  const client = useQueryClient();
  const invalidatePrices = useInvalidatePrices();
  return useMutation({
    mutationFn: (csv: string) => api.postText('/market-data/sales/import', csv, 'text/csv', salesImportResultSchema),
    onSuccess: () => Promise.all([invalidatePrices(), client.invalidateQueries({ queryKey: marketKeys.stats() })]),
  });
}
