import { CONDITIONS, type Condition, type PackagingType } from '../conditions.ts';
import { formatMoney, fromCents, formatSignedPercent } from '../money.ts';
import { hasPriceData, packagingTier, type ValueBasis } from '../value.ts';
import { plural } from '../words.ts';
import { TREND, type SellTime, type TrendAction } from './constants.ts';
import { forecastCents, type Trend } from './trend.ts';

/** An owned copy as the advice rules see it (its stored value, from valueCopy). */
export interface OwnedCopy {
  id: number;
  figureId: number;
  figureName: string;
  condition: Condition;
  packagingType: PackagingType | null;
  valueCents: number;
  basis: ValueBasis;
  purchaseCents: number | null;
}

type Direction = 'rising' | 'falling' | 'steady';

/** Rising or falling at a 90-day change of TREND.moveChange (10%) or more either way, else steady. */
export function trendDirection(trend: Pick<Trend, 'change90d'>): Direction {
  if (trend.change90d >= TREND.moveChange * 100) return 'rising';
  if (trend.change90d <= -TREND.moveChange * 100) return 'falling';
  return 'steady';
}

/** "value up 24.0% over 90 days on 11 sales" */
export function trendWords(trend: Pick<Trend, 'change90d' | 'sales'>): string {
  const direction = trendDirection(trend);
  const change = formatSignedPercent(trend.change90d);
  const on = `over ${TREND.windowDays} days on ${plural(trend.sales, 'sale')}`;
  if (direction === 'steady') return `value steady (${change} ${on})`;
  return `value ${direction === 'rising' ? 'up' : 'down'} ${formatSignedPercent(Math.abs(trend.change90d)).slice(1)} ${on}`;
}


const CONDITION_RANK = Object.fromEntries(CONDITIONS.map((c, i) => [c, i])) as Record<Condition, number>;

/**
 * The copy of a figure to keep: the best condition, then the highest value, then the first added. The others are
 * spares, the least worth keeping first.
 */
export function keepAndSpares(copies: readonly OwnedCopy[]): { kept: OwnedCopy; spares: OwnedCopy[] } {
  const ordered = [...copies].sort((a, b) => CONDITION_RANK[a.condition] - CONDITION_RANK[b.condition] || b.valueCents - a.valueCents || a.id - b.id);
  return { kept: ordered[0], spares: ordered.slice(1).reverse() };
}

/** Whether a copy is worth more on the market than what was paid for it. */
const hasGain = (copy: OwnedCopy) => copy.purchaseCents !== null && hasPriceData(copy) && copy.valueCents > copy.purchaseCents;

export interface TrendAdvice {
  action: TrendAction;
  reason: string;
}

/**
 * What to do with a figure that has a trend, first rule that applies:
 * 1. spares and a trade found for one: trade;
 * 2. spares and not rising: sell the spare;
 * 3. falling and a copy is worth more than was paid: sell (while the gain lasts);
 * 4. rising on growing volume, one copy owned: buy more (demand is growing);
 * 5. otherwise hold (rising: let it grow; falling and not above what was paid: do not sell at a loss; falling with no
 *    purchase price known: nothing to weigh a sale against; steady).
 */
export function trendAdvice(trend: Trend, volume: 'increasing' | 'decreasing' | 'stable', copies: readonly OwnedCopy[], tradeFound: boolean): TrendAdvice {
  const direction = trendDirection(trend);
  const count = copies.length;
  const words = trendWords(trend);
  const prefix = count > 1 ? `${plural(count, 'copy', 'copies')}; ${words}` : capitalize(words);
  const spare = count > 1 ? keepAndSpares(copies).spares[0] : null;
  if (spare && tradeFound) return { action: 'trade', reason: `${prefix}; trade the spare in ${spare.condition} condition for a figure you lack` };
  if (spare && direction !== 'rising') return { action: 'sell', reason: `${prefix}; sell the spare in ${spare.condition} condition` };
  if (direction === 'falling' && copies.some(hasGain)) return { action: 'sell', reason: `${prefix}; sell while it is still worth more than you paid` };
  if (direction === 'rising' && volume === 'increasing' && count === 1) {
    return { action: 'buy_more', reason: `${prefix}, and more sold in the last 30 days than the 30 before: demand is growing` };
  }
  if (direction === 'rising') return { action: 'hold', reason: `${prefix}; hold${spare ? ', and sell the spare later' : ''}` };
  if (direction === 'falling') {
    // Rule 3 did not apply: no copy is worth more than was paid, or nothing paid is known (then say so, not "below").
    const paidKnown = copies.some((c) => c.purchaseCents !== null);
    const why = paidKnown ? 'but not above what you paid: hold rather than sell at a loss' : 'but with no purchase price to weigh a sale against: hold';
    return { action: 'hold', reason: `${prefix}, ${why}` };
  }
  return { action: 'hold', reason: `${prefix}; hold` };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When to sell a copy: falling now, rising in 3+ months, steady (or no trend) within 30 days. */
export function sellTime(trend: Trend | null): SellTime {
  const direction = trend ? trendDirection(trend) : 'steady';
  return direction === 'falling' ? 'now' : direction === 'rising' ? 'hold 3+ months' : 'within 30 days';
}

export interface SellAdvice {
  copy: OwnedCopy;
  /** The fitted line 30 days ahead, in cents; null without a trend. */
  forecastCents: number | null;
  trend: Trend | null;
  time: SellTime;
  reasoning: string;
}

const SELL_TIME_RANK: Record<SellTime, number> = { now: 0, 'within 30 days': 1, 'hold 3+ months': 2 };

/**
 * Copies worth selling, the most urgent first (then the most valuable): every spare of a figure owned more than
 * once that no trade was found for, and a lone copy whose figure is falling while it is worth more than was paid.
 */
export function sellAdvice(copiesByFigure: ReadonlyMap<number, readonly OwnedCopy[]>, trends: ReadonlyMap<number, Trend>, tradedCopyIds: ReadonlySet<number>): SellAdvice[] {
  const advice: SellAdvice[] = [];
  for (const [figureId, copies] of copiesByFigure) {
    const trend = trends.get(figureId) ?? null;
    const forecast = (copy: OwnedCopy) => (trend ? forecastCents(trend, packagingTier(copy.packagingType)) : null);
    const trendText = trend ? trendWords(trend) : 'too few sales for a trend';
    if (copies.length > 1) {
      const { kept, spares } = keepAndSpares(copies);
      const time = sellTime(trend);
      for (const spare of spares.filter((s) => !tradedCopyIds.has(s.id))) {
        const when = time === 'now' ? 'now' : time === 'hold 3+ months' ? 'in 3+ months' : 'within 30 days';
        advice.push({
          copy: spare,
          forecastCents: forecast(spare),
          trend,
          time,
          reasoning: `${plural(copies.length, 'copy', 'copies')}; ${trendText}; keep the one in ${kept.condition} condition and sell the spare in ${spare.condition} condition ${when}`,
        });
      }
    } else if (trend && trendDirection(trend) === 'falling' && hasGain(copies[0])) {
      const copy = copies[0];
      const steep = trend.change90d <= -TREND.steepFall * 100;
      const gain = formatMoney(fromCents(copy.valueCents - copy.purchaseCents!));
      advice.push({
        copy,
        forecastCents: forecast(copy),
        trend,
        time: steep ? 'now' : 'within 30 days',
        reasoning: `${capitalize(trendText)}; still ${gain} above what you paid: sell before it falls further`,
      });
    }
  }
  return advice.sort((a, b) => SELL_TIME_RANK[a.time] - SELL_TIME_RANK[b.time] || b.copy.valueCents - a.copy.valueCents || a.copy.id - b.copy.id);
}
