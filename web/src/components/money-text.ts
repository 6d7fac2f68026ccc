import { convertCents, CURRENCY_LABELS, formatDisplayDate, formatMoney, fromCents, toCents, type Conversion, type Currency, type InventoryItem } from '@tmnt/domain';

/** A currency as a compact picker names it: "USD ($)", "GBP (£)", "CAD (CA$)". */
export function currencyShortLabel(currency: Currency): string {
  const sign = /\(([^)]+)\)$/.exec(CURRENCY_LABELS[currency])?.[1];
  return sign ? `${currency} (${sign})` : currency;
}

/** What is said of an amount whose exchange rate is not known yet. */
const waitingForRate = (day: string | null) => `no exchange rate ${day ? `for ${formatDisplayDate(day)} ` : ''}yet: left out of totals`;

/**
 * An amount recorded in another currency, as it was and as the collection counts it: "€50.00 → £43.20 (ECB rate of
 * 11/20/2026)"; while its rate is not known, "€50.00 (no exchange rate for 11/20/2026 yet: left out of totals)".
 * `converted` is the server's amount in the collection's currency (null while the rate is missing).
 */
export function conversionText(conversion: Conversion, converted: number | null): string {
  const paid = formatMoney(conversion.amount, conversion.currency);
  if (conversion.rate === null || converted === null) return `${paid} (${waitingForRate(conversion.day)})`;
  return `${paid} → ${formatMoney(converted)}${conversion.day ? ` (ECB rate of ${formatDisplayDate(conversion.day)})` : ''}`;
}

/** The same in a row of prices: "£45.00 → $57.12", or "£45.00, no rate yet". */
export function shortConversionText(conversion: Conversion, converted: number | null): string {
  const paid = formatMoney(conversion.amount, conversion.currency);
  return conversion.rate === null || converted === null ? `${paid}, no rate yet` : `${paid} → ${formatMoney(converted)}`;
}

/**
 * One of a copy's amounts typed in its own currency (its price paid, say), in the collection's: as it is when the
 * copy was paid in the collection's currency, at the rate kept with its cost otherwise; null when unknown (no
 * amount, or the rate is not known yet).
 */
export function inCollectionCurrency(amount: number | null, item: Pick<InventoryItem, 'cost_conversion'>): number | null {
  if (amount === null) return null;
  const conversion = item.cost_conversion;
  if (conversion === null) return amount;
  return conversion.rate === null ? null : fromCents(convertCents(toCents(amount), conversion.rate));
}

/** An axis label of a chart of amounts: whole amounts without their cents ("$25", "£25"), others with them. */
export const moneyTick = (value: number | string) => formatMoney(Number(value)).replace(/\.00$/, '');
