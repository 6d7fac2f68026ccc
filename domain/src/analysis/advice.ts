import { CONDITIONS, type Condition, type PackagingType } from '../conditions.ts';
import { formatMoney, fromCents, formatSignedPercent } from '../money.ts';
import type { PriceTier } from '../relevance.ts';
import { hasPriceData, packagingTier, type ValueBasis } from '../value.ts';
import { listingVariant, variantKey } from '../variants.ts';
import { plural } from '../words.ts';
import { TREND, type SellTime, type TrendAction, type TrendDirection, type TrendStatus, type VolumeTrend } from './constants.ts';
import { enoughSales, fitTrend, forecastCents, salesVolume, salesWindow, volumeTrend, type ChangeRange, type SalesWindow, type SoldRecord, type Trend } from './trend.ts';

/** An owned copy as the advice rules see it (its stored value, from valueCopy). */
export interface OwnedCopy {
  id: number;
  figureId: number;
  figureName: string;
  condition: Condition;
  packagingType: PackagingType | null;
  /** The variant it names (advice is per variant only when its value rests on that variant's sales). */
  variant: string | null;
  valueCents: number;
  basis: ValueBasis;
  costCents: number | null;
}

/**
 * The part of a figure's market a group's value rests on apart from its tier's: complete or incomplete loose sales
 * (decision 036), or reissue sales.
 */
export type AdviceSplit = 'complete' | 'incomplete' | 'reissue';

const SPLIT_NAMES: Record<AdviceSplit, string> = { complete: 'complete', incomplete: 'figure only or incomplete', reissue: 'reissue' };

/**
 * What advice is given per: the copies of one figure in one packaging tier (tier null: packaging not set), and of one
 * variant when it is priced apart (decision 026), of its complete or incomplete loose sales when they price it, or
 * of its reissue sales for a reissue. A carded and a loose copy are different markets, as are a red and a yellow vest
 * priced apart, a complete and a figure-only copy, or an original and a reissue: never spares of each other, each with
 * its own trend. A bootleg or custom has no market to advise on.
 */
export interface AdviceGroup {
  key: string;
  figureId: number;
  /** The figure's name, with the variant (or the split) in brackets when the group is one variant's. */
  figureName: string;
  tier: PriceTier | null;
  variant: string | null;
  split: AdviceSplit | null;
  copies: OwnedCopy[];
}

export const adviceKey = (figureId: number, tier: PriceTier | null, variant: string | null = null, split: AdviceSplit | null = null): string =>
  `${figureId}:${tier ?? 'none'}${variant ? `:${variantKey(variant)}` : ''}${split ? `:${split}` : ''}`;

/** The variant a copy's advice is about: its own, when its value rests on that variant's sales. */
const pricedVariant = (copy: Pick<OwnedCopy, 'variant' | 'basis'>) => (copy.variant && copy.basis.endsWith('_variant') ? copy.variant : null);

/** The split a copy's advice is about: the sub-tier its value rests on, or a reissue's. */
function pricedSplit({ basis }: Pick<OwnedCopy, 'basis'>): AdviceSplit | null {
  if (basis === 'loose_complete') return 'complete';
  if (basis === 'loose_incomplete') return 'incomplete';
  return basis.startsWith('reissue') ? 'reissue' : null;
}

/** A bootleg or custom is valued at what was paid: no market advice is about it. */
const hasMarket = ({ basis }: Pick<OwnedCopy, 'basis'>) => !basis.startsWith('bootleg') && !basis.startsWith('custom');

/** The advice group a copy belongs to. */
export const copyAdviceKey = (copy: Pick<OwnedCopy, 'figureId' | 'packagingType' | 'variant' | 'basis'>) =>
  adviceKey(copy.figureId, packagingTier(copy.packagingType), pricedVariant(copy), pricedSplit(copy));

/**
 * The copies grouped by figure, packaging tier, variant priced apart and split, in the order of each group's first
 * copy; a bootleg or custom is in none.
 */
export function adviceGroups(copies: readonly OwnedCopy[]): AdviceGroup[] {
  const groups = new Map<string, AdviceGroup>();
  for (const copy of copies.filter(hasMarket)) {
    const tier = packagingTier(copy.packagingType);
    const variant = pricedVariant(copy);
    const split = pricedSplit(copy);
    const key = copyAdviceKey(copy);
    const group = groups.get(key);
    const named = variant ?? (split && SPLIT_NAMES[split]);
    if (group) group.copies.push(copy);
    else groups.set(key, { key, figureId: copy.figureId, figureName: named ? `${copy.figureName} (${named})` : copy.figureName, tier, variant, split, copies: [copy] });
  }
  return [...groups.values()];
}

/**
 * The sales a group's advice rests on: a reissue group's the figure's reissue sales; else its tier's vintage sales,
 * and of those the ones whose titles name its variant when it is one variant's (listingVariant over the figure's
 * known variants), or say the figure is complete (or lacks pieces) when it is that split's.
 */
export function groupSales(group: Pick<AdviceGroup, 'tier' | 'variant' | 'split'>, figureSales: readonly SoldRecord[], figureVariants: readonly string[]): SoldRecord[] {
  if (group.tier === null) return [];
  if (group.split === 'reissue') return figureSales.filter((s) => s.reissue);
  const tierSales = figureSales.filter((s) => s.tier === group.tier && !s.reissue);
  if (group.split) return tierSales.filter((s) => s.completeness === group.split);
  if (!group.variant) return tierSales;
  const wanted = variantKey(group.variant);
  return tierSales.filter((s) => {
    const named = s.title === undefined ? null : listingVariant(s.title, figureVariants);
    return named !== null && variantKey(named) === wanted;
  });
}

/** "2 carded copies", "1 loose copy". */
const tierCopies = (count: number, tier: PriceTier) => plural(count, `${tier} copy`, `${tier} copies`);

/**
 * Which way a trend goes (TREND_DIRECTIONS): unclear when the slope's interval takes in zero; else rising or falling
 * at a 90-day change of TREND.moveChange (10%) or more either way, steady at less.
 */
export function trendDirection(trend: Pick<Trend, 'change90d' | 'slopeLow' | 'slopeHigh'>): TrendDirection {
  if (trend.slopeLow <= 0 && trend.slopeHigh >= 0) return 'unclear';
  if (trend.change90d >= TREND.moveChange * 100) return 'rising';
  if (trend.change90d <= -TREND.moveChange * 100) return 'falling';
  return 'steady';
}

/** A change's plausible range as every screen shows it: "-12.0% to +4.0%". */
export const formatChangeRange = ({ low, high }: ChangeRange): string => `${formatSignedPercent(low)} to ${formatSignedPercent(high)}`;

/** "value up 24.0% over 90 days on 11 sales (plausibly +5.0% to +40.0%)" */
export function trendWords(trend: Pick<Trend, 'change90d' | 'range90d' | 'sales' | 'slopeLow' | 'slopeHigh'>): string {
  const change = formatSignedPercent(trend.change90d);
  const on = `over ${TREND.windowDays} days on ${plural(trend.sales, 'sale')}`;
  const range = `plausibly ${formatChangeRange(trend.range90d)}`;
  switch (trendDirection(trend)) {
    case 'rising':
      return `value up ${change.slice(1)} ${on} (${range})`;
    case 'falling':
      return `value down ${change.slice(1)} ${on} (${range})`;
    case 'steady':
      return `value steady (${change} ${on}, ${range})`;
    case 'unclear':
      return `no clear direction (${change} ${on}, ${range})`;
  }
}

const CONDITION_RANK = Object.fromEntries(CONDITIONS.map((c, i) => [c, i])) as Record<Condition, number>;

/**
 * The copy of a group (one figure, one tier) to keep: the best condition, then the highest value, then the first
 * added. The others are spares, the least worth keeping first.
 */
export function keepAndSpares(copies: readonly OwnedCopy[]): { kept: OwnedCopy; spares: OwnedCopy[] } {
  const ordered = [...copies].sort((a, b) => CONDITION_RANK[a.condition] - CONDITION_RANK[b.condition] || b.valueCents - a.valueCents || a.id - b.id);
  return { kept: ordered[0], spares: ordered.slice(1).reverse() };
}

/** Every spare of the collection: the copies beyond the one to keep of each figure in one tier (packaging set). */
export const allSpares = (groups: readonly AdviceGroup[]): OwnedCopy[] =>
  groups.flatMap((group) => (group.tier !== null && group.copies.length > 1 ? keepAndSpares(group.copies).spares : []));

/** Whether a copy is worth more on the market than what was paid for it. */
const hasGain = (copy: OwnedCopy) => copy.costCents !== null && hasPriceData(copy) && copy.valueCents > copy.costCents;

export interface TrendAdvice {
  /** null: no action at all (not enough sales, or packaging not set). */
  action: TrendAction | null;
  reason: string;
}

/**
 * What to do with the copies of one figure in one tier that has a trend. When the trend's plausible range takes in
 * zero, nothing rests on it: hold. Else the first rule that applies:
 * 1. spares and a trade found for one: trade;
 * 2. spares and not rising: sell the spare;
 * 3. falling and a copy is worth more than was paid: sell (while the gain lasts);
 * 4. rising on growing volume, one copy owned: buy more (demand is growing);
 * 5. otherwise hold (rising: let it grow; falling and not above what was paid: do not sell at a loss; falling with no
 *    purchase price known: nothing to weigh a sale against; steady).
 */
export function trendAdvice(trend: Trend, volume: VolumeTrend, group: { tier: PriceTier; copies: readonly OwnedCopy[] }, tradeFound: boolean): TrendAdvice {
  const { copies, tier } = group;
  const direction = trendDirection(trend);
  const count = copies.length;
  const words = trendWords(trend);
  const prefix = count > 1 ? `${tierCopies(count, tier)}; ${words}` : capitalize(words);
  const spare = count > 1 ? keepAndSpares(copies).spares[0] : null;
  if (direction === 'unclear') {
    const spareNote = spare ? ' (the spare is a duplicate all the same: see the sell and trade suggestions)' : '';
    return { action: 'hold', reason: `${prefix}: it may be going either way, so no action rests on it; hold${spareNote}` };
  }
  if (spare && tradeFound) return { action: 'trade', reason: `${prefix}; trade the spare in ${spare.condition} condition for a figure you lack` };
  if (spare && direction !== 'rising') return { action: 'sell', reason: `${prefix}; sell the spare in ${spare.condition} condition` };
  if (direction === 'falling' && copies.some(hasGain)) return { action: 'sell', reason: `${prefix}; sell while it is still worth more than you paid` };
  if (direction === 'rising' && volume === 'increasing' && count === 1) {
    return { action: 'buy_more', reason: `${prefix}, and more sold in the last 30 days than the 30 before: demand is growing` };
  }
  if (direction === 'rising') return { action: 'hold', reason: `${prefix}; hold${spare ? ', and sell the spare later' : ''}` };
  if (direction === 'falling') {
    // Rule 3 did not apply: no copy is worth more than was paid, or nothing paid is known (then say so, not "below").
    const paidKnown = copies.some((c) => c.costCents !== null);
    const why = paidKnown ? 'but not above what you paid: hold rather than sell at a loss' : 'but with no purchase price to weigh a sale against: hold';
    return { action: 'hold', reason: `${prefix}, ${why}` };
  }
  return { action: 'hold', reason: `${prefix}; hold` };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One row of the trends: a group's status, its trend (when it has one), its sales, and what to do. */
export interface GroupTrend extends TrendAdvice {
  group: AdviceGroup;
  status: TrendStatus;
  trend: Trend | null;
  /** The tier's sales in the window; null when none sold in it, or the packaging is not set. */
  window: SalesWindow | null;
  /** The tier's sales of the last 30 days and the 30 before; null when the packaging is not set. */
  volume: { last: number; previous: number; trend: VolumeTrend } | null;
}

/**
 * A group's row: its trend from its own tier's sales (`sales`: that tier's sold records), or why it has none.
 * Not enough sales and packaging not set give no numbers and no action, only the reason.
 */
export function groupTrend(group: AdviceGroup, sales: readonly SoldRecord[], today: string, tradeFound: boolean): GroupTrend {
  const { tier, copies } = group;
  if (tier === null) {
    const whose = copies.length > 1 ? 'their tier\'s trend and whether one is a spare' : 'its tier\'s trend';
    const reason = `Packaging not set on ${plural(copies.length, 'copy', 'copies')}: set it (Sealed MOC is carded; Loose, Opened or Resealed is loose) to see ${whose}`;
    return { group, status: 'packaging_not_set', trend: null, window: null, volume: null, action: null, reason };
  }
  const counts = salesVolume(sales, today);
  const volume = { ...counts, trend: volumeTrend(counts) };
  const window = salesWindow(sales, today);
  const trend = enoughSales(window) ? fitTrend(sales, today) : null;
  if (trend === null) {
    const had = window ? `${plural(window.sales, `${tier} sale`)} over ${plural(window.spanDays, 'day')}` : `no ${tier} sales`;
    const reason = `Not enough sales: ${had} in the last ${TREND.windowDays} days; a trend needs ${TREND.minSales} over ${TREND.minSpanDays} days`;
    return { group, status: 'not_enough_sales', trend: null, window, volume, action: null, reason };
  }
  return { group, status: 'trend', trend, window: trend, volume, ...trendAdvice(trend, volume.trend, { tier, copies }, tradeFound) };
}

/** When to sell a copy: falling now, rising in 3+ months, steady, unclear or without a trend within 30 days. */
export function sellTime(trend: Trend | null): SellTime {
  const direction = trend ? trendDirection(trend) : 'unclear';
  return direction === 'falling' ? 'now' : direction === 'rising' ? 'hold 3+ months' : 'within 30 days';
}

export interface SellAdvice {
  copy: OwnedCopy;
  tier: PriceTier;
  /** Its tier's fitted line 30 days ahead, in cents; null without a trend. */
  forecastCents: number | null;
  trend: Trend | null;
  time: SellTime;
  reasoning: string;
}

const SELL_TIME_RANK: Record<SellTime, number> = { now: 0, 'within 30 days': 1, 'hold 3+ months': 2 };

/**
 * Copies worth selling, the most urgent first (then the most valuable): every spare of a figure owned more than
 * once in one tier that no trade was found for, and a lone copy whose tier is falling (its whole plausible range
 * below zero) while it is worth more than was paid. Copies without packaging are neither: their tier is unknown.
 */
export function sellAdvice(groups: readonly AdviceGroup[], trends: ReadonlyMap<string, Trend>, tradedCopyIds: ReadonlySet<number>): SellAdvice[] {
  const advice: SellAdvice[] = [];
  for (const { key, tier, copies } of groups) {
    if (tier === null) continue;
    const trend = trends.get(key) ?? null;
    const forecast = trend ? forecastCents(trend) : null;
    const trendText = trend ? trendWords(trend) : `too few ${tier} sales for a trend`;
    if (copies.length > 1) {
      const { kept, spares } = keepAndSpares(copies);
      const time = sellTime(trend);
      const when = time === 'now' ? 'now' : time === 'hold 3+ months' ? 'in 3+ months' : 'within 30 days';
      for (const spare of spares.filter((s) => !tradedCopyIds.has(s.id))) {
        advice.push({
          copy: spare,
          tier,
          forecastCents: forecast,
          trend,
          time,
          reasoning: `${tierCopies(copies.length, tier)}; ${trendText}; keep the one in ${kept.condition} condition and sell the spare in ${spare.condition} condition ${when}`,
        });
      }
    } else if (trend && trendDirection(trend) === 'falling' && hasGain(copies[0])) {
      const copy = copies[0];
      const steep = trend.change90d <= -TREND.steepFall * 100;
      const gain = formatMoney(fromCents(copy.valueCents - copy.costCents!));
      advice.push({
        copy,
        tier,
        forecastCents: forecast,
        trend,
        time: steep ? 'now' : 'within 30 days',
        reasoning: `${capitalize(trendText)}; still ${gain} above what you paid: sell before it falls further`,
      });
    }
  }
  return advice.sort((a, b) => SELL_TIME_RANK[a.time] - SELL_TIME_RANK[b.time] || b.copy.valueCents - a.copy.valueCents || a.copy.id - b.copy.id);
}
