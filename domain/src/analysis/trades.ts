import { formatMoney, fromCents } from '../money.ts';
import { hasPriceData, valueCopy, type CopyValueFacts } from '../value.ts';
import { TRADE_VALUE_MATCH } from './constants.ts';
import type { OwnedCopy } from './advice.ts';

/** A catalogue figure the collector does not own, with its market prices (null when none are known). */
export interface MissingFigure {
  id: number;
  name: string;
  series: string;
  market: CopyValueFacts['market'];
}

export interface TradeMatch {
  spare: OwnedCopy;
  figure: MissingFigure;
  /** The missing figure's value in the spare's packaging, by the one valuation (valueCopy). */
  valueCents: number;
  series: { owned: number; total: number };
  reasoning: string;
}

/**
 * Trades of spare copies for figures the collector lacks. A spare (with a market value) matches a missing figure of
 * a series the collector has started (owns at least one of), whose market value in the same packaging is within
 * TRADE_VALUE_MATCH (25%) of the spare's. Each spare, the most valuable first, takes the match that brings a series
 * closest to complete, then the closest in value; a missing figure is suggested once.
 */
export function tradeMatches(spares: readonly OwnedCopy[], missing: readonly MissingFigure[], seriesProgress: ReadonlyMap<string, { owned: number; total: number }>): TradeMatch[] {
  const taken = new Set<number>();
  const matches: TradeMatch[] = [];
  const bySpareValue = spares.filter(hasPriceData).sort((a, b) => b.valueCents - a.valueCents || a.id - b.id);
  for (const spare of bySpareValue) {
    let best: { figure: MissingFigure; valueCents: number; completion: number; distance: number } | null = null;
    for (const figure of missing) {
      const progress = seriesProgress.get(figure.series);
      if (taken.has(figure.id) || !progress || progress.owned === 0 || !figure.market) continue;
      const value = valueCopy({ costCents: null, packagingType: spare.packagingType, market: figure.market });
      const distance = Math.abs(value.valueCents - spare.valueCents);
      if (!hasPriceData(value) || distance > TRADE_VALUE_MATCH * spare.valueCents) continue;
      const completion = (progress.owned + 1) / progress.total;
      if (!best || completion > best.completion || (completion === best.completion && distance < best.distance)) {
        best = { figure, valueCents: value.valueCents, completion, distance };
      }
    }
    if (!best) continue;
    taken.add(best.figure.id);
    const progress = seriesProgress.get(best.figure.series)!;
    matches.push({
      spare,
      figure: best.figure,
      valueCents: best.valueCents,
      series: progress,
      reasoning:
        `Your spare ${spare.figureName} (${spare.condition}, ${formatMoney(fromCents(spare.valueCents))}) for ${best.figure.name} ` +
        `(about ${formatMoney(fromCents(best.valueCents))}): ${best.figure.series} from ${progress.owned} of ${progress.total} to ${progress.owned + 1} of ${progress.total}.`,
    });
  }
  return matches;
}
