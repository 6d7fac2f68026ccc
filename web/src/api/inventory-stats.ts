import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionStatsSchema, seriesCompletionSchema, topValuableSchema } from '@tmnt/domain';
import { api } from './client.ts';
import { inventoryKeys } from './inventory-keys.ts';

// The dashboard's reads, apart from the copies' (inventory.ts) so its first load carries only these.

const statsQuery = () => queryOptions({ queryKey: inventoryKeys.stats(), queryFn: () => api.get('/inventory/stats', collectionStatsSchema) });

const topValuableQuery = () =>
  queryOptions({ queryKey: inventoryKeys.topValuable(), queryFn: () => api.get('/inventory/top-valuable', topValuableSchema) });

const seriesCompletionQuery = () =>
  queryOptions({ queryKey: inventoryKeys.seriesCompletion(), queryFn: () => api.get('/inventory/series-completion', seriesCompletionSchema) });

export const useStats = () => useQuery(statsQuery());
export const useTopValuable = () => useQuery(topValuableQuery());
export const useSeriesCompletion = () => useQuery(seriesCompletionQuery());
