import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionStats, SeriesCompletion, TopValuableItem } from '@tmnt/domain';
import { api, asSent } from './client.ts';
import { inventoryKeys } from './inventory-keys.ts';

// The dashboard's reads, apart from the copies' (inventory.ts) so its first load carries only these, taken as sent.

const statsQuery = () => queryOptions({ queryKey: inventoryKeys.stats(), queryFn: () => api.get('/inventory/stats', asSent<CollectionStats>()) });

const topValuableQuery = () =>
  queryOptions({ queryKey: inventoryKeys.topValuable(), queryFn: () => api.get('/inventory/top-valuable', asSent<TopValuableItem[]>()) });

const seriesCompletionQuery = () =>
  queryOptions({ queryKey: inventoryKeys.seriesCompletion(), queryFn: () => api.get('/inventory/series-completion', asSent<SeriesCompletion[]>()) });

export const useStats = () => useQuery(statsQuery());
export const useTopValuable = () => useQuery(topValuableQuery());
export const useSeriesCompletion = () => useQuery(seriesCompletionQuery());
