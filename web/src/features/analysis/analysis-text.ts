import {
  formatDisplayDate, formatMoney, plural, RULES_INSIGHTS_LABEL, TREND_RULE_TEXT,
  type FinancialAnalysis, type PortfolioSummary, type PriceTier, type SalesBasis, type TrendAction, type VolumeTrend,
} from '@tmnt/domain';

/** A gain or a loss with its sign: "+$12.50", "-$3.00", "$0.00". */
export function signedMoney(dollars: number): string {
  return dollars > 0 ? `+${formatMoney(dollars)}` : formatMoney(dollars);
}

export type Tone = 'up' | 'down' | 'flat';

/** Up above 0, down below it, flat at 0 (as shown: a change that rounds to 0.0% is flat). */
export function tone(value: number, decimals = 1): Tone {
  const rounded = Math.round(value * 10 ** decimals);
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

export const TONE_CLASSES: Record<Tone, string> = {
  up: 'text-green-700 dark:text-green-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-gray-600 dark:text-gray-300',
};

export const ACTION_LABELS: Record<TrendAction, string> = { sell: 'Sell', buy_more: 'Buy more', trade: 'Trade', hold: 'Hold' };
export const VOLUME_LABELS: Record<VolumeTrend, string> = { increasing: 'Increasing', decreasing: 'Decreasing', stable: 'Stable' };

/** Where the insights come from: the rules' label, or the model and what its answer cost. */
export function insightsSourceText({ insights_source, insights_cost }: Pick<FinancialAnalysis, 'insights_source' | 'insights_cost'>): string {
  if (insights_source === 'rules') return RULES_INSIGHTS_LABEL;
  if (insights_cost === null) return 'AI insights';
  const price = insights_cost.usd === null ? 'price not known' : `$${insights_cost.usd.toFixed(4)}`;
  return `AI insights · ${insights_cost.model} · ${price}`;
}

/** What a forecast rests on: "11 sales, 8/30/2026 – 11/20/2026". */
export function forecastBasisText(basis: SalesBasis): string {
  return `${plural(basis.sales, 'sale')}, ${formatDisplayDate(basis.first_sale)} – ${formatDisplayDate(basis.last_sale)}`;
}

/** What a trend rests on: "11 sales over 83 days". */
export function trendBasisText(basis: SalesBasis): string {
  return `${plural(basis.sales, 'sale')} over ${plural(basis.span_days, 'day')}`;
}

/** Under the trends table: how many owned figures have a trend in no tier, and why. */
export function withoutTrendText(withoutTrend: number, owned: number): string {
  const verb = withoutTrend === 1 ? 'has' : 'have';
  const figures = owned === 1 ? 'figure' : 'figures';
  return `${withoutTrend} of the ${owned} ${figures} you own ${verb} no trend in any tier (${TREND_RULE_TEXT} are needed).`;
}

/** A packaging tier as the tables name it; null is a copy whose packaging is not set. */
export function tierLabel(tier: PriceTier | null): string {
  return tier === 'carded' ? 'Carded' : tier === 'loose' ? 'Loose' : 'Packaging not set';
}

/** A forecast's plausible range: "$70.00 – $79.00". */
export function moneyRangeText({ low, high }: { low: number; high: number }): string {
  return `${formatMoney(low)} – ${formatMoney(high)}`;
}

/** Honest notes under the portfolio tiles: which copies are not valued at market, and what gain/loss and ROI cover. */
export function portfolioNotes(summary: PortfolioSummary): string[] {
  const notes: string[] = [];
  const { total_items: total, items_valued_at_purchase_price: paid, items_without_value: none, items_with_purchase_price: withPrice } = summary;
  if (paid > 0) notes.push(`${plural(paid, 'item')} ${paid === 1 ? 'has' : 'have'} no market data yet and ${paid === 1 ? 'counts' : 'count'} at purchase price.`);
  if (none > 0) notes.push(`${plural(none, 'item')} ${none === 1 ? 'has' : 'have'} neither market data nor a purchase price and ${none === 1 ? 'adds' : 'add'} nothing to the current value.`);
  if (withPrice === 0) notes.push('No item has a purchase price yet: Gain/Loss and ROI need what you paid.');
  else if (withPrice < total) notes.push(`Gain/Loss and ROI cover the ${plural(withPrice, 'item')} with a purchase price.`);
  return notes;
}
