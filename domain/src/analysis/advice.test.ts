import { describe, expect, it } from 'vitest';
import { daysBefore } from '../market.ts';
import {
  adviceGroups, adviceKey, allSpares, groupSales, formatChangeRange, groupTrend, keepAndSpares, sellAdvice, sellTime, trendAdvice, trendDirection, trendWords,
  type AdviceGroup, type OwnedCopy,
} from './advice.ts';
import type { SoldRecord, Trend } from './trend.ts';

const perDay = (percent90d: number) => Math.log(1 + percent90d / 100) / 90;

/**
 * A trend with this 90-day change (percent) on this many sales; its line is 10,000 cents today. Its plausible
 * 90-day range is `range` (percent), by default half to one and a half times the change (clear of zero), and
 * -5% to +5% for no change.
 */
const trend = (change90d: number, sales = 11, range: [number, number] = change90d === 0 ? [-5, 5] : [change90d * 0.5, change90d * 1.5].sort((a, b) => a - b) as [number, number]): Trend => ({
  slope: perDay(change90d),
  slopeLow: perDay(range[0]),
  slopeHigh: perDay(range[1]),
  level: Math.log(10_000),
  change30d: Math.round((Math.exp(perDay(change90d) * 30) - 1) * 1000) / 10,
  change90d,
  range30d: { low: Math.round((Math.exp(perDay(range[0]) * 30) - 1) * 1000) / 10, high: Math.round((Math.exp(perDay(range[1]) * 30) - 1) * 1000) / 10 },
  range90d: { low: range[0], high: range[1] },
  confidence: 60,
  sales,
  firstSale: '2024-04-10',
  lastSale: '2024-06-30',
  spanDays: 81,
});

/** A loose copy of Leonardo valued 5000 (loose tier), bought for 3000. */
const copy = (facts: Partial<OwnedCopy> & Pick<OwnedCopy, 'id'>): OwnedCopy => ({
  figureId: 1,
  figureName: 'Leonardo',
  condition: 'Good',
  packagingType: 'Loose',
  variant: null,
  valueCents: 5000,
  basis: 'loose',
  costCents: 3000,
  ...facts,
});
const loose = (...copies: OwnedCopy[]) => ({ tier: 'loose' as const, copies });

describe('adviceGroups', () => {
  it('groups copies by figure and packaging tier: a carded and a loose Usagi are two groups, no packaging a third', () => {
    const usagi = { figureId: 7, figureName: 'Usagi Yojimbo' };
    const groups = adviceGroups([
      copy({ id: 1, ...usagi, packagingType: 'Sealed MOC' }),
      copy({ id: 2, ...usagi, packagingType: 'Loose' }),
      copy({ id: 3 }),
      copy({ id: 4, ...usagi, packagingType: 'Opened Package' }),
      copy({ id: 5, ...usagi, packagingType: null }),
    ]);
    expect(groups.map((g) => [g.key, g.tier, g.copies.map((c) => c.id)])).toEqual([
      ['7:carded', 'carded', [1]],
      // Loose, Opened Package and Resealed copies all sell as loose ones.
      ['7:loose', 'loose', [2, 4]],
      ['1:loose', 'loose', [3]],
      ['7:none', null, [5]],
    ]);
    expect(adviceKey(7, 'carded')).toBe('7:carded');
    expect(adviceKey(7, null)).toBe('7:none');
  });

  it('splits a tier by variant only where the variant is priced apart (its value rests on its own sales)', () => {
    const ray = { figureId: 9, figureName: 'Ray Fillet' };
    const groups = adviceGroups([
      copy({ id: 1, ...ray, variant: 'Red vest', basis: 'loose_variant' }),
      copy({ id: 2, ...ray, variant: 'red vest', basis: 'loose_variant' }),
      copy({ id: 3, ...ray, variant: 'Yellow vest', basis: 'loose' }),
      copy({ id: 4, ...ray }),
    ]);
    expect(groups.map((g) => [g.key, g.figureName, g.variant, g.copies.map((c) => c.id)])).toEqual([
      ['9:loose:red vest', 'Ray Fillet (Red vest)', 'Red vest', [1, 2]],
      // Too few yellow-vest sales to price it apart: it is one of the loose copies.
      ['9:loose', 'Ray Fillet', null, [3, 4]],
    ]);
    // The red vests are spares of each other, not of the yellow and plain ones.
    expect(allSpares(groups).map((c) => c.id).sort()).toEqual([2, 4]);
  });
});

describe('groupSales', () => {
  const RAY_VARIANTS = ['Yellow vest', 'Red vest'];
  const sale = (title: string, tier: 'carded' | 'loose' | null): SoldRecord => ({ day: '2024-06-01', priceCents: 1000, tier, title });
  const sales = [sale('Ray Fillet RED VEST', 'loose'), sale('Ray Fillet yellow vest', 'loose'), sale('Ray Fillet', 'loose'), sale('Ray Fillet red vest MOC', 'carded'), sale('Ray Fillet red vest', null)];

  it("takes a tier's sales, and of those a variant's when the group is one variant's", () => {
    expect(groupSales({ tier: 'loose', variant: null, split: null }, sales, RAY_VARIANTS).map((s) => s.title)).toEqual(['Ray Fillet RED VEST', 'Ray Fillet yellow vest', 'Ray Fillet']);
    expect(groupSales({ tier: 'loose', variant: 'red vest', split: null }, sales, RAY_VARIANTS).map((s) => s.title)).toEqual(['Ray Fillet RED VEST']);
    expect(groupSales({ tier: null, variant: null, split: null }, sales, RAY_VARIANTS)).toEqual([]);
  });

  it("takes a split's sales: complete or incomplete loose ones of the vintage figure, or every reissue's", () => {
    const leo: SoldRecord[] = [
      { day: '2024-06-01', priceCents: 6000, tier: 'loose', title: 'Leonardo complete', completeness: 'complete' },
      { day: '2024-06-02', priceCents: 2500, tier: 'loose', title: 'Leonardo figure only', completeness: 'incomplete' },
      { day: '2024-06-03', priceCents: 4000, tier: 'loose', title: 'Leonardo loose', completeness: null },
      { day: '2024-06-04', priceCents: 1800, tier: 'loose', title: 'Leonardo reissue complete', completeness: 'complete', reissue: true },
      { day: '2024-06-05', priceCents: 2200, tier: 'carded', title: 'Leonardo 2009 reissue MOC', reissue: true },
    ];
    const titles = (split: AdviceGroup['split']) => groupSales({ tier: 'loose', variant: null, split }, leo, []).map((s) => s.priceCents);
    expect(titles(null)).toEqual([6000, 2500, 4000]);
    expect(titles('complete')).toEqual([6000]);
    expect(titles('incomplete')).toEqual([2500]);
    expect(titles('reissue')).toEqual([1800, 2200]);
  });
});

describe('adviceGroups: complete, incomplete, reissue and no market', () => {
  it('keeps a complete copy, a figure-only one, a reissue and a plain loose one apart, and advises nothing on a bootleg or custom', () => {
    const leo = { figureId: 1, figureName: 'Leonardo' };
    const groups = adviceGroups([
      copy({ id: 1, ...leo, basis: 'loose_complete' }),
      copy({ id: 2, ...leo, basis: 'loose_incomplete' }),
      copy({ id: 3, ...leo, basis: 'reissue' }),
      copy({ id: 4, ...leo, basis: 'reissue_purchase' }),
      copy({ id: 5, ...leo, basis: 'loose' }),
      copy({ id: 6, ...leo, basis: 'bootleg_purchase' }),
      copy({ id: 7, ...leo, basis: 'custom_none' }),
    ]);
    expect(groups.map((g) => [g.key, g.figureName, g.copies.map((c) => c.id)])).toEqual([
      ['1:loose:complete', 'Leonardo (complete)', [1]],
      ['1:loose:incomplete', 'Leonardo (figure only or incomplete)', [2]],
      ['1:loose:reissue', 'Leonardo (reissue)', [3, 4]],
      ['1:loose', 'Leonardo', [5]],
    ]);
    // The two reissues are spares of each other; the originals are no spares of them.
    expect(allSpares(groups).map((c) => c.id)).toEqual([4]);
  });
});

describe('allSpares (the duplicate rule: within one tier)', () => {
  it('finds no spare in a carded and a loose copy of one figure, nor in copies without packaging', () => {
    expect(allSpares(adviceGroups([copy({ id: 1, packagingType: 'Sealed MOC' }), copy({ id: 2, packagingType: 'Loose' })]))).toEqual([]);
    expect(allSpares(adviceGroups([copy({ id: 1, packagingType: null }), copy({ id: 2, packagingType: null })]))).toEqual([]);
  });

  it('finds the spare of two loose copies, and of two carded ones beside a loose one', () => {
    const groups = adviceGroups([
      copy({ id: 1, condition: 'Mint', packagingType: 'Sealed MOC' }),
      copy({ id: 2, condition: 'Good', packagingType: 'Sealed MOC' }),
      copy({ id: 3, condition: 'Poor', packagingType: 'Loose' }),
    ]);
    expect(allSpares(groups).map((c) => c.id)).toEqual([2]);
    expect(allSpares(adviceGroups([copy({ id: 1, condition: 'Mint' }), copy({ id: 2, packagingType: 'Resealed' })])).map((c) => c.id)).toEqual([2]);
  });
});

describe('trendDirection', () => {
  it('is unclear whenever the plausible range takes in zero, however big the change', () => {
    expect(trendDirection(trend(-36.2, 8, [-59.3, 35]))).toBe('unclear');
    expect(trendDirection(trend(40, 8, [0, 90]))).toBe('unclear');
    expect(trendDirection(trend(0))).toBe('unclear');
  });

  it('with the range clear of zero: rising at +10% over 90 days or more, falling at -10% or less, else steady', () => {
    expect(trendDirection(trend(10))).toBe('rising');
    expect(trendDirection(trend(9.9))).toBe('steady');
    expect(trendDirection(trend(-9.9))).toBe('steady');
    expect(trendDirection(trend(-10))).toBe('falling');
    expect(trendDirection(trend(250))).toBe('rising');
  });
});

describe('formatChangeRange and trendWords', () => {
  it('shows a range as two signed percentages', () => {
    expect(formatChangeRange({ low: -12.04, high: 4 })).toBe('-12.0% to +4.0%');
    expect(formatChangeRange({ low: 0, high: 0.3 })).toBe('0.0% to +0.3%');
  });

  it('says the direction, the 90-day change, the sales and the plausible range', () => {
    expect(trendWords(trend(24))).toBe('value up 24.0% over 90 days on 11 sales (plausibly +12.0% to +36.0%)');
    expect(trendWords(trend(-12.34, 8))).toBe('value down 12.3% over 90 days on 8 sales (plausibly -18.5% to -6.2%)');
    expect(trendWords(trend(3, 9))).toBe('value steady (+3.0% over 90 days on 9 sales, plausibly +1.5% to +4.5%)');
    expect(trendWords(trend(-36.2, 8, [-59.3, 35]))).toBe('no clear direction (-36.2% over 90 days on 8 sales, plausibly -59.3% to +35.0%)');
  });
});

describe('keepAndSpares', () => {
  it('keeps the best condition even when a worse copy is worth more; the spares least worth keeping first', () => {
    const copies = [
      copy({ id: 1, condition: 'Good', valueCents: 3000 }),
      copy({ id: 2, condition: 'Mint', valueCents: 1000 }),
      copy({ id: 3, condition: 'Good', valueCents: 5000 }),
      copy({ id: 4, condition: 'Poor', valueCents: 9000 }),
    ];
    const { kept, spares } = keepAndSpares(copies);
    expect(kept.id).toBe(2);
    expect(spares.map((c) => c.id)).toEqual([4, 1, 3]);
  });

  it('keeps the first added of equal copies', () => {
    const { kept, spares } = keepAndSpares([copy({ id: 7 }), copy({ id: 5 }), copy({ id: 6 })]);
    expect(kept.id).toBe(5);
    expect(spares.map((c) => c.id)).toEqual([7, 6]);
  });
});

describe('trendAdvice', () => {
  const three = loose(copy({ id: 1, condition: 'Mint' }), copy({ id: 2, condition: 'Good' }), copy({ id: 3, condition: 'Fair' }));
  const two = loose(copy({ id: 1, condition: 'Near Mint' }), copy({ id: 2, condition: 'Poor' }));

  it('advises nothing on a trend whose range takes in zero: the five-sale "-37%, sell now" holds', () => {
    const unclear = trend(-36.2, 8, [-59.3, 35]);
    // A lone copy worth more than was paid: a clear fall would sell it (rule 3); this one does not.
    expect(trendAdvice(unclear, 'decreasing', { tier: 'carded', copies: [copy({ id: 1, packagingType: 'Sealed MOC' })] }, false)).toEqual({
      action: 'hold',
      reason: 'No clear direction (-36.2% over 90 days on 8 sales, plausibly -59.3% to +35.0%): it may be going either way, so no action rests on it; hold',
    });
    // Nor a spare, or a trade, from the trend row: the spare is suggested apart.
    expect(trendAdvice(unclear, 'stable', two, true)).toEqual({
      action: 'hold',
      reason:
        '2 loose copies; no clear direction (-36.2% over 90 days on 8 sales, plausibly -59.3% to +35.0%): it may be going either way, so no action rests on it; hold (the spare is a duplicate all the same: see the sell and trade suggestions)',
    });
    expect(trendAdvice(trend(30, 8, [-2, 60]), 'increasing', loose(copy({ id: 1 })), false).action).toBe('hold');
  });

  it('1. trades a spare when a trade was found', () => {
    expect(trendAdvice(trend(24), 'stable', three, true)).toEqual({
      action: 'trade',
      reason: '3 loose copies; value up 24.0% over 90 days on 11 sales (plausibly +12.0% to +36.0%); trade the spare in Fair condition for a figure you lack',
    });
    expect(trendAdvice(trend(-30), 'decreasing', two, true).action).toBe('trade');
  });

  it('2. sells the spare of a figure that is not rising', () => {
    expect(trendAdvice(trend(5), 'stable', two, false)).toEqual({
      action: 'sell',
      reason: '2 loose copies; value steady (+5.0% over 90 days on 11 sales, plausibly +2.5% to +7.5%); sell the spare in Poor condition',
    });
    expect(trendAdvice(trend(-15, 9), 'increasing', { tier: 'carded', copies: two.copies }, false)).toEqual({
      action: 'sell',
      reason: '2 carded copies; value down 15.0% over 90 days on 9 sales (plausibly -22.5% to -7.5%); sell the spare in Poor condition',
    });
  });

  it('3. sells a falling copy while it is worth more than was paid', () => {
    expect(trendAdvice(trend(-15, 8), 'stable', loose(copy({ id: 1, valueCents: 5000, costCents: 3000 })), false)).toEqual({
      action: 'sell',
      reason: 'Value down 15.0% over 90 days on 8 sales (plausibly -22.5% to -7.5%); sell while it is still worth more than you paid',
    });
    // At the -10% threshold.
    expect(trendAdvice(trend(-10), 'stable', loose(copy({ id: 1 })), false).action).toBe('sell');
    expect(trendAdvice(trend(-9.9), 'stable', loose(copy({ id: 1 })), false).action).toBe('hold');
  });

  it('4. buys more of a rising figure on growing volume when one copy of the tier is owned', () => {
    expect(trendAdvice(trend(24), 'increasing', loose(copy({ id: 1 })), false)).toEqual({
      action: 'buy_more',
      reason: 'Value up 24.0% over 90 days on 11 sales (plausibly +12.0% to +36.0%), and more sold in the last 30 days than the 30 before: demand is growing',
    });
    expect(trendAdvice(trend(10), 'increasing', loose(copy({ id: 1 })), false).action).toBe('buy_more');
    // Steady, or rising on stable volume, or owned twice: not buy more.
    expect(trendAdvice(trend(9.9), 'increasing', loose(copy({ id: 1 })), false).action).toBe('hold');
    expect(trendAdvice(trend(24), 'stable', loose(copy({ id: 1 })), false)).toEqual({
      action: 'hold',
      reason: 'Value up 24.0% over 90 days on 11 sales (plausibly +12.0% to +36.0%); hold',
    });
  });

  it('5. holds a rising figure, with its spare to sell later', () => {
    expect(trendAdvice(trend(24), 'increasing', two, false)).toEqual({
      action: 'hold',
      reason: '2 loose copies; value up 24.0% over 90 days on 11 sales (plausibly +12.0% to +36.0%); hold, and sell the spare later',
    });
  });

  it('5. holds a falling copy worth less than was paid, or with no purchase price, saying which', () => {
    expect(trendAdvice(trend(-15), 'stable', loose(copy({ id: 1, valueCents: 2000, costCents: 3000 })), false).reason).toBe(
      'Value down 15.0% over 90 days on 11 sales (plausibly -22.5% to -7.5%), but not above what you paid: hold rather than sell at a loss',
    );
    // Worth exactly what was paid: no gain to sell while it lasts.
    expect(trendAdvice(trend(-15), 'stable', loose(copy({ id: 1, valueCents: 3000, costCents: 3000 })), false).action).toBe('hold');
    expect(trendAdvice(trend(-15), 'stable', loose(copy({ id: 1, costCents: null })), false).reason).toBe(
      'Value down 15.0% over 90 days on 11 sales (plausibly -22.5% to -7.5%), but with no purchase price to weigh a sale against: hold',
    );
  });
});

describe('groupTrend', () => {
  const TODAY = '2024-06-30';
  const sale = (daysAgo: number, priceCents: number): SoldRecord => ({ day: daysBefore(TODAY, daysAgo), priceCents, tier: 'carded' });
  const group = (tier: AdviceGroup['tier'], ...copies: OwnedCopy[]): AdviceGroup => ({ key: adviceKey(1, tier), figureId: 1, figureName: 'Leonardo', tier, variant: null, split: null, copies });

  it('gives five carded sales no numbers and no action, only how many there were and how many a trend needs', () => {
    const five = [80, 62, 45, 21, 3].map((d, i) => sale(d, [9000, 8200, 7000, 6100, 5600][i]));
    const row = groupTrend(group('carded', copy({ id: 1, packagingType: 'Sealed MOC' })), five, TODAY, false);
    expect(row).toMatchObject({ status: 'not_enough_sales', trend: null, action: null, window: { sales: 5, spanDays: 77 } });
    expect(row.reason).toBe('Not enough sales: 5 carded sales over 77 days in the last 90 days; a trend needs 8 over 30 days');
    // 2 sold in the last 30 days (21 and 3 days ago), 1 in the 30 before (45): counted all the same.
    expect(row.volume).toEqual({ last: 2, previous: 1, trend: 'increasing' });
    expect(groupTrend(group('loose', copy({ id: 1 })), [], TODAY, false).reason).toBe('Not enough sales: no loose sales in the last 90 days; a trend needs 8 over 30 days');
  });

  it('gives copies without packaging no tier, no numbers and no action', () => {
    const row = groupTrend(group(null, copy({ id: 1, packagingType: null }), copy({ id: 2, packagingType: null })), [], TODAY, false);
    expect(row).toMatchObject({ status: 'packaging_not_set', trend: null, window: null, volume: null, action: null });
    expect(row.reason).toBe(
      "Packaging not set on 2 copies: set it (Sealed MOC is carded; Loose, Opened or Resealed is loose) to see their tier's trend and whether one is a spare",
    );
  });

  it('fits eight sales over 30 days or more, and advises on them', () => {
    // Falling exactly e^-0.001 a day to 10,000 cents today: every slope is -0.001 (to the cent), and so is the range.
    const falling = [70, 60, 50, 40, 30, 20, 10, 0].map((d) => sale(d, Math.round(10_000 * Math.exp(0.001 * d))));
    const row = groupTrend(group('carded', copy({ id: 1, packagingType: 'Sealed MOC' }), copy({ id: 2, condition: 'Fair', packagingType: 'Sealed MOC' })), falling, TODAY, false);
    // e^-0.09 - 1 = -8.6% over 90 days: clear of zero but under 10%, steady; the spare is sold (rule 2).
    expect(row).toMatchObject({ status: 'trend', action: 'sell', window: { sales: 8, spanDays: 70 }, trend: { change90d: -8.6 } });
    expect(row.reason).toBe('2 carded copies; value steady (-8.6% over 90 days on 8 sales, plausibly -8.6% to -8.6%); sell the spare in Fair condition');
  });
});

describe('sellTime', () => {
  it('is now when falling, hold 3+ months when rising, within 30 days when steady, unclear or without a trend', () => {
    expect(sellTime(trend(-10))).toBe('now');
    expect(sellTime(trend(10))).toBe('hold 3+ months');
    expect(sellTime(trend(9.9))).toBe('within 30 days');
    expect(sellTime(trend(-36.2, 8, [-59.3, 35]))).toBe('within 30 days');
    expect(sellTime(null)).toBe('within 30 days');
  });
});

describe('sellAdvice', () => {
  const trends = (entries: [string, Trend][]) => new Map(entries);

  it('offers no spare of a carded and a loose copy of one figure (they are not duplicates)', () => {
    const usagi = adviceGroups([copy({ id: 1, condition: 'Mint', packagingType: 'Sealed MOC' }), copy({ id: 2, packagingType: 'Loose' })]);
    expect(sellAdvice(usagi, new Map(), new Set())).toEqual([]);
    expect(sellAdvice(adviceGroups([copy({ id: 1, packagingType: null }), copy({ id: 2, packagingType: null })]), new Map(), new Set())).toEqual([]);
  });

  it('sells the spares of one tier and keeps the best condition, with no forecast without a trend', () => {
    const groups = adviceGroups([
      copy({ id: 1, condition: 'Good', valueCents: 3000 }),
      copy({ id: 2, condition: 'Mint', valueCents: 1000 }),
      copy({ id: 3, condition: 'Poor', valueCents: 800 }),
      copy({ id: 4, condition: 'Poor', packagingType: 'Sealed MOC' }),
    ]);
    const advice = sellAdvice(groups, new Map(), new Set());
    expect(advice.map((a) => a.copy.id)).toEqual([1, 3]);
    expect(advice[0]).toEqual({
      copy: groups[0].copies[0],
      tier: 'loose',
      forecastCents: null,
      trend: null,
      time: 'within 30 days',
      reasoning: '3 loose copies; too few loose sales for a trend; keep the one in Mint condition and sell the spare in Good condition within 30 days',
    });
  });

  it('leaves out spares a trade was found for', () => {
    const groups = adviceGroups([copy({ id: 1, condition: 'Mint' }), copy({ id: 2, condition: 'Good' }), copy({ id: 3, condition: 'Fair' })]);
    expect(sellAdvice(groups, new Map(), new Set([2])).map((a) => a.copy.id)).toEqual([3]);
    expect(sellAdvice(groups, new Map(), new Set([2, 3]))).toEqual([]);
  });

  it("times and forecasts a spare on its own tier's trend", () => {
    // Loose doubling every 30 days (a clear rise): the line, 10,000 today, is 20,000 in 30 days.
    const rising = { ...trend(24), slope: Math.LN2 / 30 };
    const groups = adviceGroups([
      copy({ id: 1, condition: 'Mint', packagingType: 'Sealed MOC' }),
      copy({ id: 2, condition: 'Mint' }),
      copy({ id: 3, condition: 'Good' }),
    ]);
    const advice = sellAdvice(groups, trends([['1:loose', rising], ['1:carded', trend(-30)]]), new Set());
    // The lone carded copy (worth $20.00 more than paid) falls clearly with the carded tier, 30% over 90 days: sell
    // it now, at 10,000 × 0.7^(1/3) = 8879 in 30 days. The loose spare rises with the loose tier: in 3+ months.
    expect(advice.map((a) => [a.copy.id, a.tier, a.time, a.forecastCents])).toEqual([
      [1, 'carded', 'now', 8879],
      [3, 'loose', 'hold 3+ months', 20_000],
    ]);
    expect(advice[1].reasoning).toBe(
      '2 loose copies; value up 24.0% over 90 days on 11 sales (plausibly +12.0% to +36.0%); keep the one in Mint condition and sell the spare in Good condition in 3+ months',
    );
  });

  it('sells a lone copy falling clearly with a gain: now at a 20% fall, within 30 days at less; not on an unclear fall', () => {
    const lone = adviceGroups([copy({ id: 1, valueCents: 5000, costCents: 3000 })]);
    const steep = sellAdvice(lone, trends([['1:loose', trend(-20, 8)]]), new Set());
    expect(steep).toHaveLength(1);
    expect(steep[0]).toMatchObject({
      time: 'now',
      reasoning: 'Value down 20.0% over 90 days on 8 sales (plausibly -30.0% to -10.0%); still $20.00 above what you paid: sell before it falls further',
    });
    // The line (10,000 today) 30 days on at -20% per 90 days: 10000 × 0.8^(1/3) = 9283.2.
    expect(steep[0].forecastCents).toBe(9283);
    expect(sellAdvice(lone, trends([['1:loose', trend(-19.9, 8)]]), new Set())[0].time).toBe('within 30 days');
    expect(sellAdvice(lone, trends([['1:loose', trend(-36.2, 8, [-59.3, 35])]]), new Set())).toEqual([]);
    // The carded tier falling says nothing of a loose copy.
    expect(sellAdvice(lone, trends([['1:carded', trend(-30)]]), new Set())).toEqual([]);
  });

  it('gives nothing for a lone copy falling at a loss, without a purchase price, not falling, or without a trend', () => {
    const falling = trends([['1:loose', trend(-30)]]);
    expect(sellAdvice(adviceGroups([copy({ id: 1, valueCents: 2000, costCents: 3000 })]), falling, new Set())).toEqual([]);
    expect(sellAdvice(adviceGroups([copy({ id: 1, valueCents: 3000, costCents: 3000 })]), falling, new Set())).toEqual([]);
    expect(sellAdvice(adviceGroups([copy({ id: 1, costCents: null })]), falling, new Set())).toEqual([]);
    expect(sellAdvice(adviceGroups([copy({ id: 1 })]), trends([['1:loose', trend(-9.9)]]), new Set())).toEqual([]);
    expect(sellAdvice(adviceGroups([copy({ id: 1 })]), trends([['1:loose', trend(30)]]), new Set())).toEqual([]);
    expect(sellAdvice(adviceGroups([copy({ id: 1 })]), new Map(), new Set())).toEqual([]);
  });

  it('orders now, then within 30 days, then hold 3+ months, the most valuable first', () => {
    const groups = adviceGroups([
      // Rising duplicate: hold 3+ months.
      copy({ id: 1, figureId: 10, condition: 'Mint', valueCents: 90_000 }),
      copy({ id: 2, figureId: 10, valueCents: 90_000 }),
      // Duplicates without a trend: within 30 days.
      copy({ id: 3, figureId: 20, condition: 'Mint', valueCents: 1000 }),
      copy({ id: 4, figureId: 20, valueCents: 1000 }),
      copy({ id: 5, figureId: 21, condition: 'Mint', valueCents: 4000 }),
      copy({ id: 6, figureId: 21, valueCents: 4000 }),
      // A lone copy falling 12% with a gain: within 30 days.
      copy({ id: 7, figureId: 30, valueCents: 2000, costCents: 1000 }),
      // A lone copy falling 25% with a gain: now.
      copy({ id: 8, figureId: 40, valueCents: 1500, costCents: 1000 }),
      // A falling duplicate: now.
      copy({ id: 9, figureId: 50, condition: 'Mint', valueCents: 3000 }),
      copy({ id: 10, figureId: 50, valueCents: 3000 }),
    ]);
    const byKey = trends([
      ['10:loose', trend(24)],
      ['30:loose', trend(-12)],
      ['40:loose', trend(-25)],
      ['50:loose', trend(-12)],
    ]);
    expect(sellAdvice(groups, byKey, new Set()).map((a) => [a.copy.id, a.time])).toEqual([
      [10, 'now'],
      [8, 'now'],
      [6, 'within 30 days'],
      [7, 'within 30 days'],
      [4, 'within 30 days'],
      [2, 'hold 3+ months'],
    ]);
  });
});
