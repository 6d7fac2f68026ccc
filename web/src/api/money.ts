import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isCurrency, showMoneyIn, type Currency, type MoneySettings, type MoneySettingsRequest } from '@tmnt/domain';
import { api, asSent } from './client.ts';

// Every page's shell reads the collection's currency first (MoneyReady): its answers are taken as sent (see asSent).
const moneySettings = asSent<MoneySettings>();

const moneyKey = ['money'] as const;

/** localStorage key of the collection's currency as last read: the next visit shows money in it from its first paint. */
const CURRENCY_KEY = 'collection-currency';

/** The collection's currency as this browser last read it; null before the first answer (or when storage is refused). */
export function rememberedCurrency(): Currency | null {
  try {
    const stored = localStorage.getItem(CURRENCY_KEY);
    return stored !== null && isCurrency(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Every amount shown from now on is in `currency` (domain formatMoney), and the next visit starts in it. */
export function showCollectionCurrency(currency: Currency): void {
  showMoneyIn(currency);
  try {
    localStorage.setItem(CURRENCY_KEY, currency);
  } catch {
    // Storage refused (private mode): the next visit waits for the server's answer before showing money.
  }
}

/** The collection's currency, the eBay site searched, and the amounts still waiting for an exchange rate. */
export const useMoneySettings = () => useQuery({ queryKey: moneyKey, queryFn: () => api.get('/money', moneySettings) });

/** Answers that hold no amount: kept through a change of currency (the page saving it shows them). */
const WITHOUT_AMOUNTS = new Set(['money', 'settings', 'auth']);
const holdsAmounts = (queryKey: readonly unknown[]) => !WITHOUT_AMOUNTS.has(String(queryKey[0]));

/**
 * Changes the collection's currency (and marketplace). Every amount the app holds was in the old one: those answers
 * are dropped and read again, so a screen opened next waits for its new figures instead of showing the old ones
 * with the new sign; the rest are read again too.
 */
export function useSaveMoneySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsRequest) => api.put('/money', body, moneySettings),
    onSuccess: (saved) => {
      showCollectionCurrency(saved.currency);
      client.setQueryData(moneyKey, saved);
      void client.resetQueries({ predicate: (query) => holdsAmounts(query.queryKey) });
      void client.invalidateQueries({ predicate: (query) => !holdsAmounts(query.queryKey) });
    },
  });
}
