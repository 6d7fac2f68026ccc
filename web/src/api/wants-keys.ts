/** Which deals a list holds (GET /api/deals?status=...). */
export type DealStatusFilter = 'new' | 'dismissed' | 'all';

// The want list, its deals and the check's runs all hold amounts in the collection's currency (see api/money.ts).
export const wantKeys = {
  all: ['wants'] as const,
  list: () => [...wantKeys.all, 'list'] as const,
  check: () => [...wantKeys.all, 'check'] as const,
  deals: () => [...wantKeys.all, 'deals'] as const,
  dealList: (status: DealStatusFilter) => [...wantKeys.deals(), status] as const,
};
