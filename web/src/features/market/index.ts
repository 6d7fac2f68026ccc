// Market words and pieces shared by the figure page, the inventory dialog and the analysis page.
export { BLENDED_PRICES, priceViewLabel, pricesBasisText, saleGradeLabel, saleSourceLabel, tierLabel, tierSales } from './market-words.ts';
export { TierPriceCards, type YourPrices } from './TierPriceCards.tsx';
export { TIER_STYLES, TierMark, tierKey, type TierKey } from './tier-styles.tsx';
export { SourceOutcomes } from './SourceOutcomes.tsx';
export { SalePrice, salePriceText } from './SalePrice.tsx';
