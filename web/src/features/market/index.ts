// Market words and pieces shared by the figure page, the inventory dialog and the analysis page.
export { pricesBasisText, saleSourceLabel, tierLabel } from './market-words.ts';
export { SourceOutcomes } from './SourceOutcomes.tsx';
