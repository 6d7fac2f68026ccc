import { describe, expect, it } from 'vitest';
import type { MarketTrend, PortfolioSummary, SellRecommendation, TradeOpportunity } from '../api/analysis.ts';
import { ruleInsights, type InsightFacts } from './insights.ts';

const EMPTY: PortfolioSummary = {
  total_items: 0,
  total_invested: 0,
  current_value: 0,
  unrealized_gain_loss: 0,
  roi_percentage: 0,
  items_with_purchase_price: 0,
  items_with_price_data: 0,
  items_valued_at_purchase_price: 0,
  items_without_value: 0,
};
/** 3 copies worth $150, 2 of them bought for $100 in all. */
const PORTFOLIO: PortfolioSummary = {
  total_items: 3,
  total_invested: 100,
  current_value: 150,
  unrealized_gain_loss: 50,
  roi_percentage: 50,
  items_with_purchase_price: 2,
  items_with_price_data: 3,
  items_valued_at_purchase_price: 0,
  items_without_value: 0,
};

const facts = (extra: Partial<InsightFacts>): InsightFacts => ({
  portfolio: PORTFOLIO,
  trends: [],
  sellRecommendations: [],
  tradeOpportunities: [],
  figuresOwned: 3,
  figuresWithoutTrend: 0,
  ...extra,
});

let nextFigure = 1;
/** A loose trend row with this 90-day change, plausibly from half to one and a half times it, rising at +10%. */
const trendRow = (name: string, change90d: number, extra: Partial<MarketTrend> = {}): MarketTrend => ({
  figure_id: nextFigure++,
  figure_name: name,
  tier: 'loose',
  status: 'trend',
  current_price: 20,
  price_change_30d: change90d / 3,
  price_change_90d: change90d,
  change_30d_range: { low: change90d / 6, high: change90d / 2 },
  change_90d_range: { low: Math.min(change90d * 0.5, change90d * 1.5), high: Math.max(change90d * 0.5, change90d * 1.5) },
  direction: change90d >= 10 ? 'rising' : change90d <= -10 ? 'falling' : 'steady',
  volume_trend: 'stable',
  sales_last_30d: 3,
  sales_previous_30d: 3,
  recommendation: 'hold',
  reason: `${name} reason`,
  confidence: 70,
  copies_owned: 1,
  basis: { sales: 8, first_sale: '2024-04-10', last_sale: '2024-06-30', span_days: 81 },
  ...extra,
});
/** A row with too few sales for a trend: no numbers, no action. */
const thinRow = (name: string, extra: Partial<MarketTrend> = {}): MarketTrend => ({
  ...trendRow(name, 0),
  status: 'not_enough_sales',
  price_change_30d: null,
  price_change_90d: null,
  change_30d_range: null,
  change_90d_range: null,
  direction: null,
  recommendation: null,
  confidence: null,
  basis: { sales: 5, first_sale: '2024-04-10', last_sale: '2024-06-30', span_days: 81 },
  ...extra,
});

const sell = (extra: Partial<SellRecommendation>): SellRecommendation => ({
  inventory_id: 1,
  figure_id: 1,
  figure_name: 'Leonardo',
  condition: 'Good',
  tier: 'loose',
  current_value: 12.5,
  value_basis: 'loose',
  predicted_value_30d: null,
  predicted_range_30d: null,
  optimal_sell_time: 'now',
  reasoning: '2 copies; too few sales for a trend; keep the one in Mint condition and sell the spare in Good condition now',
  forecast_basis: null,
  ...extra,
});

const trade = (reasoning: string): TradeOpportunity => ({
  your_inventory_id: 2,
  your_figure_name: 'Leonardo',
  your_tier: 'loose',
  your_value: 100,
  suggested_figure_id: 9,
  suggested_trade_figure: 'Splinter',
  suggested_value: 110,
  series: 'Mutants',
  series_owned: 5,
  series_total: 10,
  reasoning,
});

const TOO_FEW = '8 sales of one tier over 30 days in the last 90 days';

describe('ruleInsights', () => {
  it('tells an empty collection what to do first and lists nothing', () => {
    expect(ruleInsights(facts({ portfolio: EMPTY, figuresOwned: 0 }))).toEqual({
      market_summary: 'Your collection is empty: add figures, then fetch prices to see how their values move.',
      top_performers: [],
      underperformers: [],
      recommendations: [],
    });
  });

  it('sums up the portfolio and says no figure has a trend yet, and why', () => {
    expect(ruleInsights(facts({ figuresOwned: 2, figuresWithoutTrend: 2 }))).toEqual({
      market_summary:
        'Your 3 copies are valued at $150.00; the 2 with a purchase price gained $50.00 on $100.00 invested (+50.0%). ' +
        `None of the 2 figures you own has enough recent sales for a trend yet (${TOO_FEW}).`,
      top_performers: [],
      underperformers: [],
      recommendations: [`2 figures you own have no trend in any tier yet (${TOO_FEW} are needed): collect market data again in a few weeks.`],
    });
  });

  it('says a loss as lost, and asks for purchase prices when none is known', () => {
    const lost = { ...PORTFOLIO, current_value: 80, unrealized_gain_loss: -20, roi_percentage: -20 };
    expect(ruleInsights(facts({ portfolio: lost })).market_summary).toMatch(/^Your 3 copies are valued at \$80\.00; the 2 with a purchase price lost \$20\.00 on \$100\.00 invested \(-20\.0%\)\. /);
    const unpaid = { ...PORTFOLIO, total_items: 1, total_invested: 0, unrealized_gain_loss: 0, roi_percentage: 0, items_with_purchase_price: 0, items_with_price_data: 1 };
    expect(ruleInsights(facts({ portfolio: unpaid, figuresOwned: 1 })).market_summary).toBe(
      `Your 1 copy is valued at $150.00; add purchase prices to see your return. None of the 1 figure you own has enough recent sales for a trend yet (${TOO_FEW}).`,
    );
  });

  it('counts rising, falling and steady trends and names the top performers and underperformers, at most 3 each', () => {
    const trends = [
      trendRow('April', 30),
      trendRow('Bebop', 12),
      trendRow('Casey', 50, { basis: { sales: 1, first_sale: '2024-04-10', last_sale: '2024-06-30', span_days: 81 }, confidence: 17 }),
      trendRow('Donatello', 5),
      trendRow('Elephant', -15),
      trendRow('Foot Soldier', -40),
      trendRow('Genghis', 11),
      trendRow('Hothead', -10),
      trendRow('Irma', 9.9),
      trendRow('Krang', -9.9),
    ];
    const insights = ruleInsights(facts({ trends, figuresOwned: 12, figuresWithoutTrend: 2 }));
    expect(insights.market_summary).toBe(
      'Your 3 copies are valued at $150.00; the 2 with a purchase price gained $50.00 on $100.00 invested (+50.0%). ' +
        'Of the 12 figures you own, 10 have enough recent sales for a trend in a tier (10 trends: 4 rising, 3 falling, 3 steady, 0 without a clear direction).',
    );
    expect(insights.top_performers).toEqual([
      'Casey (loose): +50.0% over 90 days (plausibly +25.0% to +75.0%) on 1 sale (confidence 17%)',
      'April (loose): +30.0% over 90 days (plausibly +15.0% to +45.0%) on 8 sales (confidence 70%)',
      'Bebop (loose): +12.0% over 90 days (plausibly +6.0% to +18.0%) on 8 sales (confidence 70%)',
    ]);
    expect(insights.underperformers).toEqual([
      'Foot Soldier (loose): -40.0% over 90 days (plausibly -60.0% to -20.0%) on 8 sales (confidence 70%)',
      'Elephant (loose): -15.0% over 90 days (plausibly -22.5% to -7.5%) on 8 sales (confidence 70%)',
      'Hothead (loose): -10.0% over 90 days (plausibly -15.0% to -5.0%) on 8 sales (confidence 70%)',
    ]);
  });

  it('lists only rising figures as top performers and only falling ones as underperformers', () => {
    const insights = ruleInsights(facts({ trends: [trendRow('April', 10), trendRow('Bebop', 9.9), trendRow('Krang', -9.9)], figuresOwned: 3 }));
    expect(insights.market_summary).toMatch(/ Of the 3 figures you own, 3 have enough recent sales for a trend in a tier \(3 trends: 1 rising, 0 falling, 2 steady, 0 without a clear direction\)\.$/);
    expect(insights.top_performers).toEqual(['April (loose): +10.0% over 90 days (plausibly +5.0% to +15.0%) on 8 sales (confidence 70%)']);
    expect(insights.underperformers).toEqual([]);
    const one = ruleInsights(facts({ trends: [trendRow('Krang', -25, { tier: 'carded' })], figuresOwned: 1 }));
    expect(one.market_summary).toMatch(/ Of the 1 figure you own, 1 has enough recent sales for a trend in a tier \(1 trend: 0 rising, 1 falling, 0 steady, 0 without a clear direction\)\.$/);
    expect(one.underperformers).toEqual(['Krang (carded): -25.0% over 90 days (plausibly -37.5% to -12.5%) on 8 sales (confidence 70%)']);
  });

  it('names no performer on a move whose range takes in zero, nor on too few sales', () => {
    const trends = [
      trendRow('Leonardo', -36.2, { tier: 'carded', direction: 'unclear', change_90d_range: { low: -59.3, high: 35 } }),
      thinRow('Usagi Yojimbo'),
      trendRow('April', 30),
    ];
    const insights = ruleInsights(facts({ trends, figuresOwned: 3, figuresWithoutTrend: 1 }));
    expect(insights.market_summary).toMatch(/ Of the 3 figures you own, 2 have enough recent sales for a trend in a tier \(2 trends: 1 rising, 0 falling, 0 steady, 1 without a clear direction\)\.$/);
    expect(insights.top_performers).toEqual(['April (loose): +30.0% over 90 days (plausibly +15.0% to +45.0%) on 8 sales (confidence 70%)']);
    expect(insights.underperformers).toEqual([]);
  });

  it('asks for the packaging of copies without it', () => {
    const unset = thinRow('Splinter', { tier: null, status: 'packaging_not_set', volume_trend: null, basis: null, copies_owned: 2 });
    expect(ruleInsights(facts({ trends: [unset], figuresOwned: 1, figuresWithoutTrend: 1 })).recommendations).toEqual([
      `1 figure you own has no trend in any tier yet (${TOO_FEW} are needed): collect market data again in a few weeks.`,
      '2 copies have no packaging set: set it (carded or loose) for a trend and advice of the right tier.',
    ]);
  });

  it('recommends from the sells (3), trades (2), buy-more trends (2), unpriced copies and figures without a trend, in that order', () => {
    const sells = [
      sell({ figure_name: 'Leonardo', optimal_sell_time: 'now', reasoning: 'sell A' }),
      sell({ figure_name: 'Raphael', condition: 'Fair', current_value: 1234.5, optimal_sell_time: 'within 30 days', reasoning: 'sell B' }),
      sell({ figure_name: 'Splinter', condition: 'Poor', current_value: 0, value_basis: 'none', optimal_sell_time: 'hold 3+ months', reasoning: 'sell C' }),
      sell({ figure_name: 'Shredder', reasoning: 'sell D' }),
    ];
    const trades = [trade('Trade one.'), trade('Trade two.'), trade('Trade three.')];
    const trends = [
      trendRow('April', 30, { recommendation: 'buy_more', reason: 'Value up 30.0%, demand is growing' }),
      trendRow('Bebop', 20, { recommendation: 'hold' }),
      trendRow('Casey', 15, { recommendation: 'buy_more', reason: 'Casey grows' }),
      trendRow('Donatello', 12, { recommendation: 'buy_more', reason: 'Donatello grows' }),
    ];
    const portfolio = { ...PORTFOLIO, items_valued_at_purchase_price: 1, items_without_value: 1 };
    expect(ruleInsights(facts({ portfolio, sellRecommendations: sells, tradeOpportunities: trades, trends, figuresOwned: 5, figuresWithoutTrend: 1 })).recommendations).toEqual([
      'Sell your Leonardo (loose) in Good condition ($12.50) now: sell A.',
      'Sell your Raphael (loose) in Fair condition ($1,234.50) within 30 days: sell B.',
      'Sell your Splinter (loose) in Poor condition (No value yet) after holding it 3+ months: sell C.',
      'Trade: Trade one.',
      'Trade: Trade two.',
      'Consider another April (loose): Value up 30.0%, demand is growing.',
      'Consider another Casey (loose): Casey grows.',
      '2 copies have no market data: use Collect Unpriced under Market Data to fetch their prices.',
      `1 figure you own has no trend in any tier yet (${TOO_FEW} are needed): collect market data again in a few weeks.`,
    ]);
  });

  it('counts one unpriced copy in the singular', () => {
    const portfolio = { ...PORTFOLIO, items_without_value: 1 };
    expect(ruleInsights(facts({ portfolio })).recommendations).toEqual(['1 copy has no market data: use Collect Unpriced under Market Data to fetch their prices.']);
  });

  it('says nothing needs doing when no rule recommends anything', () => {
    expect(ruleInsights(facts({ trends: [trendRow('April', 30)], figuresOwned: 1 })).recommendations).toEqual([
      'Nothing needs doing: hold your collection and check back after the next price collection.',
    ]);
  });
});
