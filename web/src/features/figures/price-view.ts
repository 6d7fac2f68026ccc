import { openingPriceView, type FigurePrices, type PriceTier, type PriceView } from '@tmnt/domain';
import { tierSales } from '../market/index.ts';

/**
 * The prices the figure page shows: the view the collector chose, else the one it opens on (domain
 * openingPriceView: the packaging of their copies, else the tier with more sales); the blend without prices.
 */
export function shownPriceView(chosen: PriceView | null, prices: FigurePrices | undefined, copyTiers: readonly (PriceTier | null)[]): PriceView {
  if (chosen !== null) return chosen;
  if (prices === undefined) return 'all';
  return openingPriceView(copyTiers, { carded: tierSales(prices.carded), loose: tierSales(prices.loose) });
}

/** The tier "Want" starts on: the one the page shows; loose while it shows all packaging blended. */
export const wantTierOf = (view: PriceView): PriceTier => (view === 'all' ? 'loose' : view);
