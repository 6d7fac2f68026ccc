import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { daysBefore, RULES_INSIGHTS_LABEL, utcToday, type FinancialAnalysis } from '@tmnt/domain';
import { insightsWriterFor } from '../src/analysis/index.ts';
import { storeSnapshot } from '../src/analysis/queries.ts';
import { takeSnapshot } from '../src/analysis/snapshots.ts';
import { backgroundJobs } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMarket } from '../src/market/index.ts';
import { buildTestApp, figureId, recordSales, type TestApp } from './helpers.ts';
import { startFakeAi } from './support/fake-ai.ts';

const today = utcToday();
const ago = (days: number) => daysBefore(today, days);

/** Adds a copy; a packaging type is set by the edit that follows, as the collection's dialog does. */
const post = async (app: TestApp['app'], { packaging_type, ...payload }: Record<string, unknown>): Promise<number> => {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  if (packaging_type) expect((await app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, payload: { packaging_type } })).statusCode).toBe(200);
  return id;
};
const analysis = async (app: TestApp['app']): Promise<FinancialAnalysis> => {
  const res = await app.inject('/api/inventory/financial-analysis');
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** 11 carded sales over 60 days rising 1% a day from $40, so the line is exactly exponential: +35.0% per 30 days... */
const rising = Array.from({ length: 11 }, (_, n) => ({ cents: Math.round(4000 * Math.exp(0.01 * n * 6)), date: ago(60 - n * 6), tier: 'carded' as const }));
/** ...and 8 loose ones falling 0.5% a day from $100 over 56 days. */
const falling = Array.from({ length: 8 }, (_, n) => ({ cents: Math.round(10000 * Math.exp(-0.005 * n * 8)), date: ago(56 - n * 8), tier: 'loose' as const }));
/** The five carded sales that once read as "-37.0% over 90 days, sell now": too few for a trend. */
const fiveCarded = [80, 62, 45, 21, 3].map((d, n) => ({ cents: [9000, 8200, 7000, 6100, 5600][n], date: ago(d), tier: 'carded' as const }));
/**
 * 8 loose sales 9 days apart zigzagging down: $1,000 × e^(0.09 × step), steps 2 4 1 3 0 2 -1 1. The Theil-Sen slope
 * is -0.005 a day (-36.2% over 90 days), its 95% interval -0.01 to +0.0033 (-59.3% to +35.0%): the range takes in
 * zero (domain trend.test.ts works the ranks out by hand).
 */
const zigzagLoose = [2, 4, 1, 3, 0, 2, -1, 1].map((step, n) => ({ cents: Math.round(100_000 * Math.exp(0.09 * step)), date: ago(63 - 9 * n), tier: 'loose' as const }));

/**
 * Leonardo: 2 carded copies (Mint paid $20, Good), the carded tier rising. Splinter: 1 loose copy paid $50, the loose
 * tier falling (a gain). Shredder: 1 loose copy, 3 loose sales only. Raphael: a copy with no packaging set and no
 * market data. Usagi: a carded copy (5 carded sales: not enough) and a loose one paid $500 (the loose tier zigzags
 * down with a range that takes in zero): not duplicates, and no advice on either.
 */
async function seeded(options: Parameters<typeof buildTestApp>[0] = {}) {
  const test = await buildTestApp(options);
  const { app, db } = test;
  const ids = {
    leo: await figureId(db, 'Leonardo', 1988),
    splinter: await figureId(db, 'Splinter', 1988),
    shredder: await figureId(db, 'Shredder', 1988),
    raph: await figureId(db, 'Raphael', 1988),
    usagi: await figureId(db, 'Usagi Yojimbo', 1989),
  };
  await recordSales(db, ids.leo, rising);
  await recordSales(db, ids.splinter, falling);
  await recordSales(db, ids.shredder, [{ cents: 9000, date: ago(40), tier: 'loose' }, { cents: 9500, date: ago(20), tier: 'loose' }, { cents: 9900, date: ago(2), tier: 'loose' }]);
  await recordSales(db, ids.usagi, [...fiveCarded, ...zigzagLoose]);
  const copies = {
    leoMint: await post(app, { figure_id: ids.leo, condition: 'Mint', purchase_price: 20, packaging_type: 'Sealed MOC' }),
    leoGood: await post(app, { figure_id: ids.leo, condition: 'Good', packaging_type: 'Sealed MOC', notes: 'SECRET NOTE about my shelf' }),
    splinter: await post(app, { figure_id: ids.splinter, condition: 'Near Mint', purchase_price: 50, packaging_type: 'Loose' }),
    shredder: await post(app, { figure_id: ids.shredder, condition: 'Good', purchase_price: 120, packaging_type: 'Loose' }),
    raph: await post(app, { figure_id: ids.raph, condition: 'Fair', purchase_price: 15 }),
    usagiCarded: await post(app, { figure_id: ids.usagi, condition: 'Mint', purchase_price: 50, packaging_type: 'Sealed MOC' }),
    usagiLoose: await post(app, { figure_id: ids.usagi, condition: 'Good', purchase_price: 500, packaging_type: 'Loose' }),
  };
  return { ...test, ids, copies };
}

describe('GET /api/inventory/financial-analysis', () => {
  it('on an empty collection answers zeros, no rows and rule-based insights that say what to do first', async () => {
    const { app } = await buildTestApp();
    const result = await analysis(app);
    expect(result.portfolio_summary).toMatchObject({ total_items: 0, total_invested: 0, current_value: 0, unrealized_gain_loss: 0, roi_percentage: 0 });
    expect(result).toMatchObject({ market_trends: [], sell_recommendations: [], trade_opportunities: [], insights_source: 'rules', insights_cost: null, figures_owned: 0 });
    expect(result.ai_insights.market_summary).toMatch(/empty: add figures, then fetch prices/);
    expect(Date.parse(result.generated_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives the dashboard's portfolio numbers, a row per figure and tier, trends only where 8+ sales of the tier span 30+ days", async () => {
    const { app, ids, copies } = await seeded();
    const [result, stats] = [await analysis(app), (await app.inject('/api/inventory/stats')).json()];
    expect(result.portfolio_summary).toEqual({
      total_items: stats.total_items,
      total_invested: stats.total_invested,
      current_value: stats.total_value,
      unrealized_gain_loss: stats.gain_loss,
      roi_percentage: stats.roi_percentage,
      items_with_purchase_price: stats.items_with_purchase_price,
      items_with_price_data: stats.items_with_price_data,
      items_valued_at_purchase_price: stats.items_valued_at_purchase_price,
      items_without_value: stats.items_without_value,
    });
    expect(result.portfolio_summary.total_items).toBe(7);

    // Trends first (the biggest 90-day move first), then too few sales (the most first), then packaging not set.
    expect(result.market_trends.map((t) => [t.figure_name, t.tier, t.status])).toEqual([
      ['Leonardo', 'carded', 'trend'],
      ['Splinter', 'loose', 'trend'],
      ['Usagi Yojimbo', 'loose', 'trend'],
      ['Usagi Yojimbo', 'carded', 'not_enough_sales'],
      ['Shredder', 'loose', 'not_enough_sales'],
      ['Raphael', null, 'packaging_not_set'],
    ]);
    expect(result).toMatchObject({ figures_owned: 5, figures_without_trend: 2 });
    const row = (figure: number, tier: 'carded' | 'loose' | null) => result.market_trends.find((t) => t.figure_id === figure && t.tier === tier)!;
    const leo = row(ids.leo, 'carded');
    // 1% a day: e^0.3 - 1 = 35.0% over 30 days, e^0.9 - 1 = 146.0% over 90; every sale on the line, so every pairwise
    // slope is 0.01 and the range is that one value (its low end a hair under: the prices are whole cents).
    expect(leo).toMatchObject({
      figure_name: 'Leonardo', price_change_30d: 35, price_change_90d: 146, copies_owned: 2, recommendation: 'hold', direction: 'rising',
      change_30d_range: { low: 35, high: 35 }, change_90d_range: { low: 145.9, high: 146 },
      basis: { sales: 11, first_sale: ago(60), last_sale: today, span_days: 60 },
      // Sold on days 0, 6, 12, 18 and 24 ago in the last 30 days, and 30 to 54 ago in the 30 before (60 is outside both).
      sales_last_30d: 5, sales_previous_30d: 5, volume_trend: 'stable',
    });
    expect(leo.reason).toBe('2 carded copies; value up 146.0% over 90 days on 11 sales (plausibly +145.9% to +146.0%); hold, and sell the spare later');
    expect(leo.confidence).toBe(69); // 11 / (11 + 5) = 0.6875, and the sales lie on the line (fit 1): 69%
    expect(row(ids.splinter, 'loose')).toMatchObject({ price_change_30d: -13.9, price_change_90d: -36.2, direction: 'falling', recommendation: 'sell' });

    // Usagi's loose tier: -36.2% over 90 days on 8 sales, but plausibly -59.3% to +35.0%: no action rests on it.
    expect(row(ids.usagi, 'loose')).toMatchObject({
      status: 'trend', price_change_90d: -36.2, change_90d_range: { low: -59.3, high: 35 }, direction: 'unclear', recommendation: 'hold', copies_owned: 1,
    });
    // Its carded tier, on five sales: no percentage, range, confidence or action; what it rests on, and why none.
    const usagiCarded = row(ids.usagi, 'carded');
    expect(usagiCarded).toMatchObject({
      status: 'not_enough_sales', price_change_30d: null, price_change_90d: null, change_30d_range: null, change_90d_range: null, direction: null,
      recommendation: null, confidence: null, copies_owned: 1, basis: { sales: 5, first_sale: ago(80), last_sale: ago(3), span_days: 77 },
    });
    expect(usagiCarded.reason).toBe('Not enough sales: 5 carded sales over 77 days in the last 90 days; a trend needs 8 over 30 days');
    // The carded average of its five sales, as a carded copy of it is valued: ($90 + $82 + $70 + $61 + $56) / 5.
    expect(usagiCarded.current_price).toBe(71.8);
    expect(row(ids.raph, null)).toMatchObject({
      status: 'packaging_not_set', current_price: null, volume_trend: null, recommendation: null, confidence: null, basis: null, sales_last_30d: 0,
    });

    // The spare carded Leonardo (Good) is held 3+ months; the lone loose Splinter, falling 36% with a gain, is sold
    // now. Nothing of Usagi: a carded and a loose copy are not duplicates, and its loose fall is too uncertain.
    expect(result.sell_recommendations.map((s) => [s.inventory_id, s.tier, s.optimal_sell_time])).toEqual([
      [copies.splinter, 'loose', 'now'],
      [copies.leoGood, 'carded', 'hold 3+ months'],
    ]);
    const spare = result.sell_recommendations[1];
    expect(spare.forecast_basis).toEqual({ sales: 11, first_sale: ago(60), last_sale: today, span_days: 60 });
    // The carded line today is the last sale ($72.88), 30 days ahead e^0.3 higher; the range is that one value.
    const forecast = Math.round(Math.round(4000 * Math.exp(0.6)) * Math.exp(0.3)) / 100;
    expect(spare.predicted_value_30d).toBeCloseTo(forecast, 1);
    expect(spare.predicted_range_30d!.low).toBeCloseTo(forecast, 1);
    expect(spare.predicted_range_30d!.high).toBeCloseTo(forecast, 1);
    expect(result.sell_recommendations_total).toBe(2);
  });

  it('suggests trading a spare for a missing figure of a started series worth within 25%, and no longer selling it', async () => {
    const { app, db, ids, copies } = await seeded();
    const spareValue = (await app.inject(`/api/inventory/${copies.leoGood}`)).json().estimated_value as number;
    const donatello = await figureId(db, 'Donatello', 1988);
    const bebop = await figureId(db, 'Bebop', 1988);
    // Donatello sells at the spare's value; Bebop at twice it (out of the 25%).
    await recordSales(db, donatello, [{ cents: Math.round(spareValue * 100), date: ago(3), tier: 'carded' }, { cents: Math.round(spareValue * 100), date: ago(4), tier: 'carded' }, { cents: Math.round(spareValue * 100), date: ago(5), tier: 'carded' }]);
    await recordSales(db, bebop, [{ cents: Math.round(spareValue * 200), date: ago(3) }]);
    const result = await analysis(app);
    expect(result.trade_opportunities).toHaveLength(1);
    expect(result.trade_opportunities[0]).toMatchObject({
      your_inventory_id: copies.leoGood, your_figure_name: 'Leonardo', your_tier: 'carded', suggested_figure_id: donatello, suggested_trade_figure: 'Donatello',
      series: 'Original Series', series_owned: 4, series_total: 10,
    });
    expect(result.trade_opportunities[0].reasoning).toContain('Original Series from 4 of 10 to 5 of 10');
    expect(result.market_trends.find((t) => t.figure_id === ids.leo)!.recommendation).toBe('trade');
    // Usagi's carded and loose copies are not a spare and its keeper: neither is offered.
    expect(result.trade_opportunities.map((t) => t.your_inventory_id)).not.toContain(copies.usagiLoose);
    expect(result.trade_opportunities.map((t) => t.your_inventory_id)).not.toContain(copies.usagiCarded);
    expect(result.sell_recommendations.map((s) => s.inventory_id)).not.toContain(copies.leoGood);
  });

  it('is kept for 5 minutes, and computed again at once after an inventory write or a price write', async () => {
    const { app, db, ids, copies } = await seeded();
    const first = await analysis(app);
    expect((await analysis(app)).generated_at).toBe(first.generated_at);

    await app.inject({ method: 'PATCH', url: `/api/inventory/${copies.raph}`, payload: { purchase_price: 25 } });
    const afterCopyWrite = await analysis(app);
    expect(afterCopyWrite.generated_at).not.toBe(first.generated_at);
    expect(afterCopyWrite.portfolio_summary.total_invested).toBe(first.portfolio_summary.total_invested + 10);

    await recordSales(db, ids.shredder, [30, 25, 15, 10, 5].map((d) => ({ cents: 9700, date: ago(d), tier: 'loose' as const })));
    const afterPriceWrite = await analysis(app);
    // Now 8 loose sales over 38 days.
    expect(afterPriceWrite.market_trends.find((t) => t.figure_id === ids.shredder)).toMatchObject({ status: 'trend', basis: { sales: 8, span_days: 38 } });
  });

  it('writes rule-based insights from the numbers without an AI provider', async () => {
    const { app } = await seeded();
    const result = await analysis(app);
    expect(result).toMatchObject({ insights_source: 'rules', insights_cost: null, insights_problem: null });
    expect(result.ai_insights.top_performers).toEqual(['Leonardo (carded): +146.0% over 90 days (plausibly +145.9% to +146.0%) on 11 sales (confidence 69%)']);
    // Usagi's loose -36.2% is not an underperformer: its range takes in zero.
    expect(result.ai_insights.underperformers).toHaveLength(1);
    expect(result.ai_insights.underperformers[0]).toMatch(/^Splinter \(loose\): -36\.2% over 90 days \(plausibly -36\.2% to -36\.2%\) on 8 sales/);
    expect(result.ai_insights.market_summary).toContain(
      'Of the 5 figures you own, 3 have enough recent sales for a trend in a tier (3 trends: 1 rising, 1 falling, 0 steady, 1 without a clear direction).',
    );
    expect(result.ai_insights.recommendations[0]).toMatch(/^Sell your Splinter \(loose\) in Near Mint condition \(\$[\d.]+\) now/);
    expect(result.ai_insights.recommendations).toContain('1 copy has no packaging set: set it (carded or loose) for a trend and advice of the right tier.');
    expect(RULES_INSIGHTS_LABEL).toBe('Rule-based insights (set up an AI provider in Settings → Services for AI insights)');
  });

  it('fails (500) only when the collection itself cannot be read', async () => {
    const { app, db } = await seeded();
    await sql`drop table copy_groups`.execute(db);
    const res = await app.inject('/api/inventory/financial-analysis');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
  });

  describe.each(['anthropic', 'openai'] as const)('with an AI provider (%s)', (provider) => {
    const answer = {
      market_summary: 'Your Leonardo leads a collection worth more than you paid.',
      top_performers: ['Leonardo: +146.0% on 11 sales'],
      underperformers: ['Splinter: -36.2% on 8 sales'],
      recommendations: ['Sell the Splinter now.'],
    };

    async function withAi(replies: Parameters<typeof startFakeAi>[1] = {}) {
      const fake = await startFakeAi(provider, { defaultReply: { kind: 'grade', answer }, ...replies });
      onTestFinished(() => fake.close());
      const key = provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
      const config = loadConfig({ AI_PROVIDER: provider, [key]: 'sk-test-insights', AI_MODEL: provider === 'anthropic' ? 'claude-sonnet-5-5' : 'gpt-4.1', AI_BASE_URL: fake.url });
      return { fake, ...(await seeded({ insights: insightsWriterFor(config.ai) })) };
    }

    it('are the model\'s, from the computed numbers only, with their cost, asked again only when the numbers change', async () => {
      const { fake, app, copies } = await withAi();
      const result = await analysis(app);
      expect(result).toMatchObject({ insights_source: 'ai', ai_insights: answer, insights_problem: null });
      expect(result.insights_cost).toMatchObject({ model: provider === 'anthropic' ? 'claude-sonnet-5-5' : 'gpt-4.1', input_tokens: 350, output_tokens: 950 });
      expect(result.insights_cost!.usd).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(1);
      const sent = JSON.stringify(fake.requests[0].body);
      expect(sent).toContain('Leonardo');
      expect(sent).toContain('146');
      // Nothing but the numbers: no notes, no listing titles.
      expect(sent).not.toContain('SECRET NOTE');
      expect(sent).not.toContain('Sale 1');

      // A note changes no number: the insights are the ones already written.
      await app.inject({ method: 'PATCH', url: `/api/inventory/${copies.raph}`, payload: { notes: 'Kept in the blue box' } });
      expect((await analysis(app)).insights_source).toBe('ai');
      expect(fake.requests).toHaveLength(1);
      // A purchase price does.
      await app.inject({ method: 'PATCH', url: `/api/inventory/${copies.raph}`, payload: { purchase_price: 30 } });
      expect((await analysis(app)).insights_source).toBe('ai');
      expect(fake.requests).toHaveLength(2);
    });

    it('fall back to rules, saying why, when the answer cannot be read twice', async () => {
      const { fake, app } = await withAi({ defaultReply: { kind: 'text', text: 'I think your collection is great!' } });
      const result = await analysis(app);
      expect(result.insights_source).toBe('rules');
      expect(result.insights_problem).toBe('AI insights failed, so these are rule-based: The AI answer could not be read (the answer holds no JSON object)');
      expect(result.ai_insights.top_performers[0]).toMatch(/^Leonardo/);
      expect(fake.requests).toHaveLength(2);
    });

    it('fall back to rules when the provider fails', async () => {
      const { app } = await withAi({ defaultReply: { kind: 'status', status: 401, message: 'invalid x-api-key' } });
      const result = await analysis(app);
      expect(result.insights_source).toBe('rules');
      expect(result.insights_problem).toContain('rejected the API key');
      expect(result.insights_problem).not.toContain('sk-test-insights');
    });
  });
});

describe('portfolio value over time', () => {
  it('is snapshotted at start-up, once per day, and answered day by day with gaps carried forward', async () => {
    const { app, db } = await seeded();
    // buildApp took today's snapshot of the empty collection at start; taking it again keeps one row.
    await takeSnapshot(db);
    await takeSnapshot(db);
    expect(await db.selectFrom('portfolio_snapshots').select('day').execute()).toEqual([{ day: today }]);
    await storeSnapshot(db, { day: ago(3), valueCents: 10000, investedCents: 8000, items: 2, priceDataAt: null }, new Date().toISOString());
    await storeSnapshot(db, { day: ago(1), valueCents: 12000, investedCents: 8000, items: 3, priceDataAt: `${ago(1)}T10:00:00.000Z` }, new Date().toISOString());

    const res = await app.inject('/api/portfolio/history');
    expect(res.statusCode).toBe(200);
    const stats = (await app.inject('/api/inventory/stats')).json();
    expect(res.json().days).toEqual([
      { date: ago(3), value: 100, invested: 80, items: 2, snapshot: true, new_price_data: false },
      { date: ago(2), value: 100, invested: 80, items: 2, snapshot: false, new_price_data: false },
      { date: ago(1), value: 120, invested: 80, items: 3, snapshot: true, new_price_data: true },
      // Today as the collection stands now; its prices came in today.
      { date: today, value: stats.total_value, invested: stats.total_invested, items: 7, snapshot: true, new_price_data: true },
    ]);
  });

  it('is taken by the same scheduler as the market jobs', () => {
    const jobs = backgroundJobs({} as never, createMarket({} as never, { active: null, sold: null }, {} as never));
    expect(jobs.map((j) => [j.kind, j.everyMs])).toEqual([
      ['market-collection', undefined], ['market-summaries', 3600_000], ['exchange-rates', 900_000], ['portfolio-snapshot', 3600_000], ['wants-check', 6 * 3600_000],
    ]);
  });
});
