import { describe, expect, it } from 'vitest';
import { keepAndSpares, sellAdvice, sellTime, trendAdvice, trendDirection, trendWords, type OwnedCopy } from './advice.ts';
import type { Trend } from './trend.ts';

/** A trend with this 90-day change (percent) on this many sales; its line is 10,000 cents today. */
const trend = (change90d: number, sales = 11, extra: Partial<Trend> = {}): Trend => ({
  slope: Math.log(1 + change90d / 100) / 90,
  levels: { all: Math.log(10_000) },
  change30d: Math.round((Math.exp(Math.log(1 + change90d / 100) / 3) - 1) * 1000) / 10,
  change90d,
  confidence: 60,
  sales,
  firstSale: '2024-04-10',
  lastSale: '2024-06-30',
  spanDays: 81,
  ...extra,
});

/** A loose copy of Leonardo valued 5000 (loose tier), bought for 3000. */
const copy = (facts: Partial<OwnedCopy> & Pick<OwnedCopy, 'id'>): OwnedCopy => ({
  figureId: 1,
  figureName: 'Leonardo',
  condition: 'Good',
  packagingType: 'Loose',
  valueCents: 5000,
  basis: 'loose',
  purchaseCents: 3000,
  ...facts,
});

describe('trendDirection', () => {
  it('is rising at +10% over 90 days or more, falling at -10% or less, else steady', () => {
    expect(trendDirection({ change90d: 10 })).toBe('rising');
    expect(trendDirection({ change90d: 9.9 })).toBe('steady');
    expect(trendDirection({ change90d: 0 })).toBe('steady');
    expect(trendDirection({ change90d: -9.9 })).toBe('steady');
    expect(trendDirection({ change90d: -10 })).toBe('falling');
    expect(trendDirection({ change90d: 250 })).toBe('rising');
  });
});

describe('trendWords', () => {
  it('says the direction, the 90-day change with 1 decimal and the number of sales', () => {
    expect(trendWords({ change90d: 24, sales: 11 })).toBe('value up 24.0% over 90 days on 11 sales');
    expect(trendWords({ change90d: -12.34, sales: 8 })).toBe('value down 12.3% over 90 days on 8 sales');
    expect(trendWords({ change90d: -3, sales: 1 })).toBe('value steady (-3.0% over 90 days on 1 sale)');
    expect(trendWords({ change90d: 0, sales: 5 })).toBe('value steady (0.0% over 90 days on 5 sales)');
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
  const three = [copy({ id: 1, condition: 'Mint' }), copy({ id: 2, condition: 'Good' }), copy({ id: 3, condition: 'Fair' })];
  const two = [copy({ id: 1, condition: 'Near Mint' }), copy({ id: 2, condition: 'Poor' })];

  it('1. trades a spare when a trade was found, whatever the trend', () => {
    expect(trendAdvice(trend(24), 'stable', three, true)).toEqual({
      action: 'trade',
      reason: '3 copies; value up 24.0% over 90 days on 11 sales; trade the spare in Fair condition for a figure you lack',
    });
    expect(trendAdvice(trend(-30), 'decreasing', two, true).action).toBe('trade');
  });

  it('2. sells the spare of a figure that is not rising', () => {
    expect(trendAdvice(trend(5), 'stable', two, false)).toEqual({
      action: 'sell',
      reason: '2 copies; value steady (+5.0% over 90 days on 11 sales); sell the spare in Poor condition',
    });
    expect(trendAdvice(trend(-15, 9), 'increasing', two, false)).toEqual({
      action: 'sell',
      reason: '2 copies; value down 15.0% over 90 days on 9 sales; sell the spare in Poor condition',
    });
  });

  it('3. sells a falling copy while it is worth more than was paid', () => {
    expect(trendAdvice(trend(-15, 8), 'stable', [copy({ id: 1, valueCents: 5000, purchaseCents: 3000 })], false)).toEqual({
      action: 'sell',
      reason: 'Value down 15.0% over 90 days on 8 sales; sell while it is still worth more than you paid',
    });
    // At the -10% threshold.
    expect(trendAdvice(trend(-10), 'stable', [copy({ id: 1 })], false).action).toBe('sell');
    expect(trendAdvice(trend(-9.9), 'stable', [copy({ id: 1 })], false).action).toBe('hold');
  });

  it('4. buys more of a rising figure on growing volume when one copy is owned', () => {
    expect(trendAdvice(trend(24), 'increasing', [copy({ id: 1 })], false)).toEqual({
      action: 'buy_more',
      reason: 'Value up 24.0% over 90 days on 11 sales, and more sold in the last 30 days than the 30 before: demand is growing',
    });
    expect(trendAdvice(trend(10), 'increasing', [copy({ id: 1 })], false).action).toBe('buy_more');
    // Steady, or rising on stable volume, or owned twice: not buy more.
    expect(trendAdvice(trend(9.9), 'increasing', [copy({ id: 1 })], false)).toEqual({ action: 'hold', reason: 'Value steady (+9.9% over 90 days on 11 sales); hold' });
    expect(trendAdvice(trend(24), 'stable', [copy({ id: 1 })], false)).toEqual({ action: 'hold', reason: 'Value up 24.0% over 90 days on 11 sales; hold' });
  });

  it('5. holds a rising figure, with its spare to sell later', () => {
    expect(trendAdvice(trend(24), 'stable', three, false)).toEqual({
      action: 'hold',
      reason: '3 copies; value up 24.0% over 90 days on 11 sales; hold, and sell the spare later',
    });
    expect(trendAdvice(trend(24), 'increasing', two, false)).toEqual({
      action: 'hold',
      reason: '2 copies; value up 24.0% over 90 days on 11 sales; hold, and sell the spare later',
    });
  });

  it('5. holds a falling copy worth less than was paid rather than sell at a loss', () => {
    expect(trendAdvice(trend(-15), 'stable', [copy({ id: 1, valueCents: 2000, purchaseCents: 3000 })], false)).toEqual({
      action: 'hold',
      reason: 'Value down 15.0% over 90 days on 11 sales, but not above what you paid: hold rather than sell at a loss',
    });
    // Worth exactly what was paid: no gain to sell while it lasts.
    expect(trendAdvice(trend(-15), 'stable', [copy({ id: 1, valueCents: 3000, purchaseCents: 3000 })], false).action).toBe('hold');
  });

  it('5. holds a falling copy with no purchase price without claiming it is below what was paid', () => {
    expect(trendAdvice(trend(-15), 'stable', [copy({ id: 1, purchaseCents: null })], false)).toEqual({
      action: 'hold',
      reason: 'Value down 15.0% over 90 days on 11 sales, but with no purchase price to weigh a sale against: hold',
    });
  });

  it('5. holds a steady figure', () => {
    expect(trendAdvice(trend(-3, 1), 'decreasing', [copy({ id: 1 })], false)).toEqual({ action: 'hold', reason: 'Value steady (-3.0% over 90 days on 1 sale); hold' });
  });
});

describe('sellTime', () => {
  it('is now when falling, hold 3+ months when rising, within 30 days when steady or without a trend', () => {
    expect(sellTime(trend(-10))).toBe('now');
    expect(sellTime(trend(10))).toBe('hold 3+ months');
    expect(sellTime(trend(9.9))).toBe('within 30 days');
    expect(sellTime(null)).toBe('within 30 days');
  });
});

describe('sellAdvice', () => {
  const byFigure = (...copies: OwnedCopy[]) => {
    const map = new Map<number, OwnedCopy[]>();
    for (const c of copies) map.set(c.figureId, [...(map.get(c.figureId) ?? []), c]);
    return map;
  };

  it('sells the spares of a duplicate and keeps the best condition, with no forecast without a trend', () => {
    const copies = byFigure(
      copy({ id: 1, condition: 'Good', valueCents: 3000 }),
      copy({ id: 2, condition: 'Mint', valueCents: 1000 }),
      copy({ id: 3, condition: 'Poor', valueCents: 800 }),
    );
    const advice = sellAdvice(copies, new Map(), new Set());
    expect(advice.map((a) => a.copy.id)).toEqual([1, 3]);
    expect(advice[0]).toEqual({
      copy: copies.get(1)![0],
      forecastCents: null,
      trend: null,
      time: 'within 30 days',
      reasoning: '3 copies; too few sales for a trend; keep the one in Mint condition and sell the spare in Good condition within 30 days',
    });
    expect(advice[1].reasoning).toBe('3 copies; too few sales for a trend; keep the one in Mint condition and sell the spare in Poor condition within 30 days');
  });

  it('leaves out spares a trade was found for', () => {
    const copies = byFigure(copy({ id: 1, condition: 'Mint' }), copy({ id: 2, condition: 'Good' }), copy({ id: 3, condition: 'Fair' }));
    expect(sellAdvice(copies, new Map(), new Set([2])).map((a) => a.copy.id)).toEqual([3]);
    expect(sellAdvice(copies, new Map(), new Set([2, 3]))).toEqual([]);
  });

  it('says when to sell a spare from its trend, and forecasts it on its tier', () => {
    const rising = trend(24, 11, { slope: Math.LN2 / 30, levels: { all: Math.log(10_000), loose: Math.log(5000), carded: Math.log(20_000) } });
    const copies = byFigure(copy({ id: 1, condition: 'Mint', packagingType: 'Sealed MOC' }), copy({ id: 2, condition: 'Good', packagingType: 'Loose' }), copy({ id: 3, condition: 'Fair', packagingType: null }));
    const advice = sellAdvice(copies, new Map([[1, rising]]), new Set());
    expect(advice.map((a) => [a.copy.id, a.time, a.forecastCents])).toEqual([
      // Same time and value: the first added first. 30 days of doubling per 30 days: twice the tier's line.
      [2, 'hold 3+ months', 10_000],
      [3, 'hold 3+ months', 20_000],
    ]);
    expect(advice[0].trend).toBe(rising);
    expect(advice[0].reasoning).toBe('3 copies; value up 24.0% over 90 days on 11 sales; keep the one in Mint condition and sell the spare in Good condition in 3+ months');
    const falling = sellAdvice(byFigure(copy({ id: 1, condition: 'Mint' }), copy({ id: 2 })), new Map([[1, trend(-12)]]), new Set());
    expect(falling.map((a) => [a.copy.id, a.time, a.reasoning])).toEqual([
      [2, 'now', '2 copies; value down 12.0% over 90 days on 11 sales; keep the one in Mint condition and sell the spare in Good condition now'],
    ]);
  });

  it('sells a lone falling copy with a gain: now at a 20% fall, within 30 days at less', () => {
    const lone = byFigure(copy({ id: 1, valueCents: 5000, purchaseCents: 3000 }));
    const steep = sellAdvice(lone, new Map([[1, trend(-20, 8)]]), new Set());
    expect(steep).toHaveLength(1);
    expect(steep[0]).toMatchObject({ time: 'now', reasoning: 'Value down 20.0% over 90 days on 8 sales; still $20.00 above what you paid: sell before it falls further' });
    // The line (10,000 today) 30 days on at -20% per 90 days: 10000 × 0.8^(1/3) = 9283.2.
    expect(steep[0].forecastCents).toBe(9283);
    expect(sellAdvice(lone, new Map([[1, trend(-19.9, 8)]]), new Set())[0].time).toBe('within 30 days');
  });

  it('gives nothing for a lone copy falling at a loss, without a purchase price, not falling, or without a trend', () => {
    const t = new Map([[1, trend(-30)]]);
    expect(sellAdvice(byFigure(copy({ id: 1, valueCents: 2000, purchaseCents: 3000 })), t, new Set())).toEqual([]);
    expect(sellAdvice(byFigure(copy({ id: 1, valueCents: 3000, purchaseCents: 3000 })), t, new Set())).toEqual([]);
    expect(sellAdvice(byFigure(copy({ id: 1, purchaseCents: null })), t, new Set())).toEqual([]);
    expect(sellAdvice(byFigure(copy({ id: 1 })), new Map([[1, trend(-9.9)]]), new Set())).toEqual([]);
    expect(sellAdvice(byFigure(copy({ id: 1 })), new Map([[1, trend(30)]]), new Set())).toEqual([]);
    expect(sellAdvice(byFigure(copy({ id: 1 })), new Map(), new Set())).toEqual([]);
  });

  it('orders now, then within 30 days, then hold 3+ months, the most valuable first', () => {
    const copies = byFigure(
      // Rising duplicate: hold 3+ months.
      copy({ id: 1, figureId: 10, condition: 'Mint', valueCents: 90_000 }),
      copy({ id: 2, figureId: 10, valueCents: 90_000 }),
      // Duplicates without a trend: within 30 days.
      copy({ id: 3, figureId: 20, condition: 'Mint', valueCents: 1000 }),
      copy({ id: 4, figureId: 20, valueCents: 1000 }),
      copy({ id: 5, figureId: 21, condition: 'Mint', valueCents: 4000 }),
      copy({ id: 6, figureId: 21, valueCents: 4000 }),
      // A lone copy falling 12% with a gain: within 30 days.
      copy({ id: 7, figureId: 30, valueCents: 2000, purchaseCents: 1000 }),
      // A lone copy falling 25% with a gain: now.
      copy({ id: 8, figureId: 40, valueCents: 1500, purchaseCents: 1000 }),
      // A falling duplicate: now.
      copy({ id: 9, figureId: 50, condition: 'Mint', valueCents: 3000 }),
      copy({ id: 10, figureId: 50, valueCents: 3000 }),
    );
    const trends = new Map([
      [10, trend(24)],
      [30, trend(-12)],
      [40, trend(-25)],
      [50, trend(-12)],
    ]);
    expect(sellAdvice(copies, trends, new Set()).map((a) => [a.copy.id, a.time])).toEqual([
      [10, 'now'],
      [8, 'now'],
      [6, 'within 30 days'],
      [7, 'within 30 days'],
      [4, 'within 30 days'],
      [2, 'hold 3+ months'],
    ]);
  });
});
