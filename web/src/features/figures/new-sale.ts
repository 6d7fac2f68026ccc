import { shownMoneyCurrency, type Currency, type NewSale, type PriceTier, type SalesImportResult } from '@tmnt/domain';

export interface NewSaleForm {
  price: string;
  date: string;
  title: string;
  condition: string;
  url: string;
  /** Empty: the server judges carded or loose from the title and condition. */
  tier: '' | PriceTier;
  /** What the price is in. */
  currency: Currency;
}

/** Nothing typed yet, the price in the collection's currency. */
export const emptySaleForm = (): NewSaleForm => ({ price: '', date: '', title: '', condition: '', url: '', tier: '', currency: shownMoneyCurrency() });

/**
 * The POST body of a sale recorded by hand: empty optional fields are left out; a price or date left empty is
 * left out too, so the schema's message says the field is required.
 */
export function newSaleBody(form: NewSaleForm): NewSale {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const body: Partial<NewSale> = {
    price: form.price.trim() === '' ? undefined : Number(form.price),
    date: form.date || undefined,
    title: text(form.title),
    condition: text(form.condition),
    url: text(form.url),
    tier: form.tier || undefined,
    // With its price only: the schema then names the missing price, not a currency.
    currency: form.price.trim() === '' ? undefined : form.currency,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as NewSale;
}

const sales = (n: number) => `${n} ${n === 1 ? 'sale' : 'sales'}`;

/** "Imported 3 sales (1 already recorded)". */
export function importSummary(result: SalesImportResult): string {
  return `Imported ${sales(result.imported)} (${result.duplicates} already recorded)`;
}
