// The query keys of the collection's copies and statistics: every write under inventoryKeys.all reads them all again.
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  detail: (id: number) => [...inventoryKeys.all, 'detail', id] as const,
  copies: (figureId: number) => [...inventoryKeys.all, 'copies', figureId] as const,
  stats: () => [...inventoryKeys.all, 'stats'] as const,
  topValuable: () => [...inventoryKeys.all, 'top-valuable'] as const,
  seriesCompletion: () => [...inventoryKeys.all, 'series-completion'] as const,
};
