import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANALYSIS_FRESH_MS, financialAnalysisSchema, portfolioHistorySchema } from '@tmnt/domain';
import { api } from './client.ts';
import { inventoryKeys } from './inventory.ts';

const analysisKeys = {
  // Under the inventory keys: every inventory or price write invalidates inventoryKeys.all, so the analysis and the
  // value history are read again after any of them (the server recomputes at once after a write).
  all: [...inventoryKeys.all, 'analysis'] as const,
  financial: () => [...analysisKeys.all, 'financial'] as const,
  history: () => [...analysisKeys.all, 'portfolio-history'] as const,
};

// Spec "Freshness": fresh for 5 minutes, one retry, no refetch on focus (the last two are the query client's defaults).
const financialAnalysisQuery = () =>
  queryOptions({
    queryKey: analysisKeys.financial(),
    queryFn: () => api.get('/inventory/financial-analysis', financialAnalysisSchema),
    staleTime: ANALYSIS_FRESH_MS,
  });

const portfolioHistoryQuery = () =>
  queryOptions({
    queryKey: analysisKeys.history(),
    queryFn: () => api.get('/portfolio/history', portfolioHistorySchema),
    staleTime: ANALYSIS_FRESH_MS,
  });

/** The collection's financial analysis; may take seconds when an AI provider writes the insights. */
export const useFinancialAnalysis = () => useQuery(financialAnalysisQuery());

/** One entry per day, from the first snapshot to today. */
export const usePortfolioHistory = () => useQuery(portfolioHistoryQuery());

/** Refresh Analysis: reads the analysis and the value history again. */
export function useRefreshAnalysis() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: analysisKeys.all }), [client]);
}
