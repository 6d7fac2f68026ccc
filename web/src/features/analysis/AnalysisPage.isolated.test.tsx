import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CONFIDENCE_EXPLAINED, MARKET_TRENDS_SHOWN, RULES_INSIGHTS_LABEL,
  type FinancialAnalysis, type MarketStats, type MarketTrend, type PortfolioDay, type SellRecommendation,
} from '@tmnt/domain';
import { renderScreen, stubApi } from '../../test/render.tsx';
import { AnalysisPage } from './AnalysisPage.tsx';

// jsdom has no canvas: the lazy chart is replaced by what it is given.
vi.mock('./ValueChart.tsx', () => ({
  ValueChart: ({ days }: { days: PortfolioDay[] }) => <p data-testid="value-chart">{days.map((d) => `${d.date}:${d.value}`).join(' ')}</p>,
}));

const stats = (collectionStatus: MarketStats['collectionStatus']): MarketStats => ({
  totalFigures: 164,
  figuresWithPriceData: 41,
  coveragePercentage: 25,
  totalPriceRecords: 1234,
  collectionStatus,
});

const basis = { sales: 11, first_sale: '2026-08-30', last_sale: '2026-11-20', span_days: 82 };

function trend(overrides: Partial<MarketTrend> = {}): MarketTrend {
  return {
    figure_id: 1,
    figure_name: 'Leonardo',
    tier: 'carded',
    status: 'trend',
    current_price: 42.5,
    price_change_30d: 8.04,
    price_change_90d: 24.46,
    change_30d_range: { low: 2.1, high: 14.3 },
    change_90d_range: { low: 6.4, high: 49.2 },
    direction: 'rising',
    volume_trend: 'increasing',
    sales_last_30d: 6,
    sales_previous_30d: 3,
    recommendation: 'hold',
    reason: 'Rising 24.5% over 90 days on 11 sales: hold',
    confidence: 61,
    copies_owned: 1,
    basis,
    ...overrides,
  };
}

const sell = (overrides: Partial<SellRecommendation> = {}): SellRecommendation => ({
  inventory_id: 12,
  figure_id: 2,
  figure_name: 'Shredder',
  condition: 'Good',
  tier: 'loose',
  current_value: 80,
  value_basis: 'recent_sold',
  predicted_value_30d: 74.25,
  predicted_range_30d: { low: 68.1, high: 79.99 },
  optimal_sell_time: 'now',
  reasoning: '2 copies; value down 18% over 90 days on 11 sales; sell the duplicate in Good condition',
  forecast_basis: basis,
  ...overrides,
});

function analysis(overrides: Partial<FinancialAnalysis> = {}): FinancialAnalysis {
  return {
    portfolio_summary: {
      total_items: 5,
      total_invested: 150,
      current_value: 1234.5,
      unrealized_gain_loss: -20.25,
      roi_percentage: -13.5,
      items_with_purchase_price: 3,
      items_with_price_data: 3,
      items_valued_at_purchase_price: 1,
      items_without_value: 1,
    },
    realised_summary: { sold_items: 0, sold_items_with_cost: 0, proceeds: 0, cost: 0, realised_gain_loss: 0 },
    ai_insights: {
      market_summary: 'Your 5 copies are worth $1,234.50; Leonardo leads the gains.',
      top_performers: ['Leonardo: +24.5% over 90 days'],
      underperformers: ['Shredder: -18.0% over 90 days'],
      recommendations: ['Sell the spare Shredder now.'],
    },
    insights_source: 'rules',
    insights_cost: null,
    insights_problem: null,
    sell_recommendations: [sell(), sell({ inventory_id: 13, figure_id: 3, figure_name: 'Krang', current_value: 60, value_basis: 'purchase', predicted_value_30d: null, predicted_range_30d: null, forecast_basis: null, optimal_sell_time: 'within 30 days', reasoning: '2 copies; sell the duplicate' })],
    sell_recommendations_total: 2,
    trade_opportunities: [
      {
        your_inventory_id: 13,
        your_figure_name: 'Krang',
        your_tier: 'loose',
        your_value: 60,
        suggested_figure_id: 9,
        suggested_trade_figure: 'Bebop',
        suggested_value: 55,
        series: 'Original Series',
        series_owned: 7,
        series_total: 10,
        reasoning: 'Your spare Krang ($60.00) for Bebop ($55.00): Original Series 7 of 10',
      },
    ],
    market_trends: [
      trend(),
      trend({ figure_id: 2, figure_name: 'Shredder', price_change_30d: -6.1, price_change_90d: -18, volume_trend: 'decreasing', recommendation: 'sell', confidence: 45 }),
      trend({ figure_id: 4, figure_name: 'Splinter', tier: 'loose', price_change_30d: 0.04, price_change_90d: 0, change_90d_range: { low: -12, high: 4 }, direction: 'unclear', volume_trend: 'stable', recommendation: 'hold' }),
      trend({
        figure_id: 5, figure_name: 'Usagi Yojimbo', status: 'not_enough_sales', price_change_30d: null, price_change_90d: null, change_30d_range: null,
        change_90d_range: null, direction: null, recommendation: null, confidence: null, reason: 'Not enough sales: 5 carded sales over 77 days',
        basis: { sales: 5, first_sale: '2026-09-04', last_sale: '2026-11-18', span_days: 75 },
      }),
      trend({
        figure_id: 6, figure_name: 'Raphael', tier: null, status: 'packaging_not_set', current_price: null, price_change_30d: null, price_change_90d: null,
        change_30d_range: null, change_90d_range: null, direction: null, volume_trend: null, recommendation: null, confidence: null, basis: null,
        reason: 'Packaging not set on 1 copy',
      }),
    ],
    figures_owned: 4,
    figures_without_trend: 1,
    generated_at: '2026-11-21T14:05:00.000Z',
    ...overrides,
  };
}

const day = (date: string, value: number, more: Partial<PortfolioDay> = {}): PortfolioDay => ({ date, value, invested: 150, items: 5, snapshot: true, new_price_data: true, ...more });

function stubAnalysis(answer: FinancialAnalysis, days: PortfolioDay[] = [day('2026-11-21', 1234.5)]) {
  return stubApi({ '/inventory/financial-analysis': answer, '/portfolio/history': { days, sales: [] }, '/market-data/stats': stats({ status: 'idle', message: null, current: 0, total: 0 }) });
}

const region = (name: string) => screen.getByRole('region', { name });
const row = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('Financial Analysis', () => {
  it('shows the loading line, then the five tiles with signed, coloured gain/loss and ROI and what they rest on', async () => {
    stubAnalysis(analysis());
    renderScreen(<AnalysisPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Analysis' })).toBeInTheDocument();
    expect(screen.getByText('AI-powered insights and market predictions')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing your collection...');

    const summary = await screen.findByRole('region', { name: 'Portfolio Summary' });
    expect(within(summary).getByRole('region', { name: 'Total Items' })).toHaveTextContent('5');
    expect(within(summary).getByRole('region', { name: 'Total Invested' })).toHaveTextContent('$150.00');
    expect(within(summary).getByRole('region', { name: 'Current Value' })).toHaveTextContent('$1,234.50');
    const gain = within(within(summary).getByRole('region', { name: 'Gain/Loss' })).getByText('-$20.25');
    expect(gain).toHaveAttribute('data-tone', 'down');
    expect(gain.className).toMatch(/text-red-700/);
    const roi = within(within(summary).getByRole('region', { name: 'ROI' })).getByText('-13.5%');
    expect(roi.className).toMatch(/text-red-700/);
    const notes = within(summary).getByRole('list', { name: 'What the summary rests on' });
    expect(notes).toHaveTextContent('1 item has no market data yet and counts at purchase price.');
    expect(notes).toHaveTextContent('1 item has neither market data nor a purchase price and adds nothing to the current value.');
    expect(notes).toHaveTextContent('Gain/Loss and ROI cover the 3 items with a purchase price.');
    expect(screen.getByRole('button', { name: /Refresh Analysis/ })).toBeEnabled();
  });

  it('labels rule-based insights exactly, with the AI problem when there was one, and lists each group', async () => {
    stubAnalysis(analysis({ insights_problem: 'The AI provider answered 529: Overloaded' }));
    renderScreen(<AnalysisPage />);
    const insights = await screen.findByRole('region', { name: 'AI Market Insights' });
    expect(within(insights).getByTestId('insights-source')).toHaveTextContent(RULES_INSIGHTS_LABEL);
    expect(within(insights).getByTestId('insights-problem')).toHaveTextContent('The AI provider answered 529: Overloaded');
    expect(insights).toHaveTextContent('Your 5 copies are worth $1,234.50; Leonardo leads the gains.');
    expect(within(insights).getByRole('region', { name: 'Top Performers' })).toHaveTextContent('Leonardo: +24.5% over 90 days');
    expect(within(insights).getByRole('region', { name: 'Underperformers' })).toHaveTextContent('Shredder: -18.0% over 90 days');
    expect(within(insights).getByRole('region', { name: 'Recommendations' })).toHaveTextContent('Sell the spare Shredder now.');
  });

  it('names the model and its cost for AI insights, and leaves Underperformers out when there are none', async () => {
    const base = analysis();
    stubAnalysis(
      analysis({
        insights_source: 'ai',
        insights_cost: { model: 'claude-sonnet-4-5', input_tokens: 1200, output_tokens: 400, usd: 0.0123 },
        ai_insights: { ...base.ai_insights, underperformers: [] },
      }),
    );
    renderScreen(<AnalysisPage />);
    const insights = await screen.findByRole('region', { name: 'AI Market Insights' });
    expect(within(insights).getByTestId('insights-source')).toHaveTextContent('AI insights · claude-sonnet-4-5 · $0.0123');
    expect(within(insights).queryByTestId('insights-problem')).not.toBeInTheDocument();
    expect(within(insights).queryByRole('region', { name: 'Underperformers' })).not.toBeInTheDocument();
  });

  it('says a local model has no known price', async () => {
    stubAnalysis(analysis({ insights_source: 'ai', insights_cost: { model: 'llama3.1', input_tokens: 1, output_tokens: 1, usd: null } }));
    renderScreen(<AnalysisPage />);
    expect(await screen.findByTestId('insights-source')).toHaveTextContent('AI insights · llama3.1 · price not known');
  });

  it('lists sell recommendations linking to the copy; a missing forecast says so instead of a number', async () => {
    stubAnalysis(analysis({ sell_recommendations_total: 31 }));
    renderScreen(<AnalysisPage />);
    const card = await screen.findByRole('region', { name: 'Sell Recommendations' });
    expect(card).toHaveTextContent('Top 2 of 31');
    const table = within(card).getByRole('table', { name: 'Sell Recommendations' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Figure', 'Current Value', '30d Forecast', 'Optimal Time', 'Reasoning']);
    const shredder = row(table, 'Shredder');
    expect(within(shredder).getByRole('link', { name: 'Shredder' })).toHaveAttribute('href', '/inventory/12');
    expect(within(shredder).getByTestId('sell-tier')).toHaveTextContent('Loose');
    const cells = within(shredder).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe('ShredderGood · Loose');
    expect(cells[1]).toBe('$80.00');
    expect(cells[2]).toBe(`$74.25plausibly $68.10 – $79.99${`11 sales, ${new Date(2026, 7, 30).toLocaleDateString()} – ${new Date(2026, 10, 20).toLocaleDateString()}`}`);
    expect(cells[3]).toBe('now');
    const krang = within(row(table, 'Krang')).getAllByRole('cell');
    expect(krang[1]).toHaveTextContent(/^\$60\.00purchase price$/);
    expect(krang[2]).toHaveTextContent(/^not enough sales to forecast$/);
    expect(krang[3]).toHaveTextContent('within 30 days');
  });

  it('shows a trade opportunity with its Trade Candidate badge and the suggested figure', async () => {
    stubAnalysis(analysis());
    renderScreen(<AnalysisPage />);
    const card = await screen.findByRole('region', { name: 'Trade Opportunities' });
    const item = within(card).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Krang' })).toHaveAttribute('href', '/inventory/13');
    expect(within(item).getByTestId('trade-tier')).toHaveTextContent('Loose');
    expect(item).toHaveTextContent('Trade Candidate');
    expect(item).toHaveTextContent('Your spare Krang ($60.00) for Bebop ($55.00): Original Series 7 of 10');
    expect(within(item).getByRole('link', { name: 'Bebop' })).toHaveAttribute('href', '/figures/9');
  });

  it('colours trend changes by sign (grey at 0), explains confidence, and says what each row rests on', async () => {
    stubAnalysis(analysis());
    renderScreen(<AnalysisPage />);
    const card = await screen.findByRole('region', { name: 'Market Trends' });
    const table = within(card).getByRole('table', { name: 'Market Trends' });
    const leo = row(table, 'Leonardo');
    expect(within(leo).getByRole('link', { name: 'Leonardo' })).toHaveAttribute('href', '/figures/1');
    expect(within(leo).getByTestId('trend-tier')).toHaveTextContent('Carded');
    expect(within(leo).getByTestId('trend-basis')).toHaveTextContent('11 sales over 82 days');
    const leoCells = within(leo).getAllByRole('cell');
    expect(leoCells[1]).toHaveTextContent('$42.50');
    expect(within(leoCells[2]).getByText('+8.0%')).toHaveAttribute('data-tone', 'up');
    expect(within(leoCells[2]).getByTestId('change-range')).toHaveTextContent('+2.1% to +14.3%');
    expect(within(leoCells[3]).getByText('+24.5%').className).toMatch(/text-green-700/);
    expect(within(leoCells[3]).getByTestId('change-range')).toHaveTextContent('+6.4% to +49.2%');
    expect(leoCells[4]).toHaveTextContent('Increasing');
    expect(leoCells[5]).toHaveTextContent('Hold');
    const confidence = within(leoCells[6]).getByText('61%');
    expect(confidence).toHaveAttribute('title', CONFIDENCE_EXPLAINED);
    expect(confidence).toHaveAccessibleDescription(CONFIDENCE_EXPLAINED);

    const shredderCells = within(row(table, 'Shredder')).getAllByRole('cell');
    expect(within(shredderCells[2]).getByText('-6.1%').className).toMatch(/text-red-700/);
    expect(within(shredderCells[3]).getByText('-18.0%')).toHaveAttribute('data-tone', 'down');
    expect(shredderCells[4]).toHaveTextContent('Decreasing');
    expect(shredderCells[5]).toHaveTextContent('Sell');
    const splinter = row(table, 'Splinter');
    expect(within(splinter).getByTestId('trend-tier')).toHaveTextContent('Loose');
    const splinterCells = within(splinter).getAllByRole('cell');
    expect(within(splinterCells[2]).getByText('0.0%')).toHaveAttribute('data-tone', 'flat');
    expect(within(splinterCells[3]).getByText('0.0%').className).toMatch(/text-gray-600/);
    expect(within(splinterCells[3]).getByTestId('change-range')).toHaveTextContent('-12.0% to +4.0%');

    expect(within(card).getByTestId('without-trend')).toHaveTextContent(
      '1 of the 4 figures you own has no trend in any tier (8 sales of one tier over 30 days in the last 90 days are needed).',
    );
    expect(screen.getByTestId('disclaimer')).toHaveTextContent('not financial advice');
    expect(screen.getByTestId('generated-at')).toHaveTextContent(`Generated ${new Date('2026-11-21T14:05:00.000Z').toLocaleString()}`);
  });

  it('says "not enough sales" and "packaging not set" in place of any number, change, range, action or confidence', async () => {
    stubAnalysis(analysis());
    renderScreen(<AnalysisPage />);
    const table = within(await screen.findByRole('region', { name: 'Market Trends' })).getByRole('table', { name: 'Market Trends' });
    const usagi = row(table, 'Usagi Yojimbo');
    expect(within(usagi).getByTestId('trend-tier')).toHaveTextContent('Carded');
    expect(within(usagi).getByTestId('trend-basis')).toHaveTextContent('5 sales over 75 days');
    const cells = within(usagi).getAllByRole('cell');
    // The figure, its price, and one cell across the five columns a trend would fill.
    expect(cells).toHaveLength(3);
    expect(cells[2]).toHaveAttribute('colspan', '5');
    expect(within(cells[2]).getByTestId('no-trend')).toHaveTextContent('Not enough sales');
    expect(cells[2]).toHaveTextContent('A trend needs 8 sales of one tier over 30 days in the last 90 days; no change, forecast or action until then.');
    expect(usagi.textContent).not.toMatch(/%/);
    expect(within(usagi).queryByText(/^(Hold|Sell|Buy more|Trade)$/)).not.toBeInTheDocument();

    const raph = row(table, 'Raphael');
    expect(within(raph).getByTestId('trend-tier')).toHaveTextContent('Packaging not set');
    expect(within(raph).queryByTestId('trend-basis')).not.toBeInTheDocument();
    const raphCells = within(raph).getAllByRole('cell');
    expect(raphCells[1]).toHaveTextContent('none yet');
    expect(within(raphCells[2]).getByTestId('no-trend')).toHaveTextContent('Packaging not set');
    expect(raph.textContent).not.toMatch(/%|\$/);
  });

  it('with rows but no trend at all, the table and how to get enough sales', async () => {
    const thin = trend({ status: 'not_enough_sales', price_change_30d: null, price_change_90d: null, change_30d_range: null, change_90d_range: null, direction: null, recommendation: null, confidence: null });
    stubAnalysis(analysis({ market_trends: [thin], figures_owned: 1, figures_without_trend: 1 }));
    renderScreen(<AnalysisPage />);
    const card = await screen.findByRole('region', { name: 'Market Trends' });
    expect(within(card).getByTestId('no-trends')).toHaveTextContent('No figure you own has enough sales for a trend yet');
    expect(within(row(within(card).getByRole('table'), 'Leonardo')).getByTestId('no-trend')).toHaveTextContent('Not enough sales');
  });

  it(`shows only the first ${MARKET_TRENDS_SHOWN} trend rows`, async () => {
    const trends = Array.from({ length: 27 }, (_, i) => trend({ figure_id: 100 + i, figure_name: `Figure ${i + 1}` }));
    stubAnalysis(analysis({ market_trends: trends, figures_owned: 27, figures_without_trend: 0 }));
    renderScreen(<AnalysisPage />);
    const card = await screen.findByRole('region', { name: 'Market Trends' });
    const table = within(card).getByRole('table', { name: 'Market Trends' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + MARKET_TRENDS_SHOWN);
    expect(within(table).getByRole('link', { name: 'Figure 20' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Figure 21' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('First 20 of 27');
    expect(within(card).queryByTestId('without-trend')).not.toBeInTheDocument();
  });

  it('with copies but no trends: portfolio and insights, and in place of the table how to get enough sales', async () => {
    stubAnalysis(analysis({ market_trends: [], sell_recommendations: [], sell_recommendations_total: 0, trade_opportunities: [], figures_without_trend: 4 }));
    renderScreen(<AnalysisPage />);
    expect(await screen.findByRole('region', { name: 'Portfolio Summary' })).toBeInTheDocument();
    expect(region('AI Market Insights')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sell Recommendations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trade Opportunities' })).not.toBeInTheDocument();
    const trends = region('Market Trends');
    expect(within(trends).queryByRole('table')).not.toBeInTheDocument();
    expect(within(trends).getByTestId('no-trends')).toHaveTextContent('No figure you own has enough sales for a trend yet');
    expect(within(trends).getByTestId('no-trends')).toHaveTextContent('Market Data');
  });

  it('with no copies: what to do first instead of empty tables; Fetch Prices opens the Market Data panel', async () => {
    const empty = analysis();
    stubAnalysis({
      ...empty,
      portfolio_summary: { ...empty.portfolio_summary, total_items: 0, total_invested: 0, current_value: 0, unrealized_gain_loss: 0, roi_percentage: 0, items_with_purchase_price: 0, items_with_price_data: 0, items_valued_at_purchase_price: 0, items_without_value: 0 },
      sell_recommendations: [],
      sell_recommendations_total: 0,
      trade_opportunities: [],
      market_trends: [],
      figures_owned: 0,
      figures_without_trend: 0,
    });
    renderScreen(<AnalysisPage />);
    expect(await screen.findByRole('heading', { name: 'Add figures and fetch prices to see your analysis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Figures' })).toHaveAttribute('href', '/scan');
    expect(screen.queryByRole('region', { name: 'Portfolio Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fetch Prices' }));
    expect(await screen.findByRole('region', { name: 'Market Data Collection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Market Data/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says Analysis Failed when the analysis cannot be made; Retry Analysis asks again and shows it', async () => {
    let fail = true;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/inventory/financial-analysis') {
        return fail
          ? new Response(JSON.stringify({ error: 'Could not read the collection' }), { status: 500 })
          : new Response(JSON.stringify(analysis()), { status: 200 });
      }
      if (path === '/api/portfolio/history') return new Response(JSON.stringify({ days: [], sales: [] }), { status: 200 });
      return new Response(JSON.stringify({ error: 'no stub' }), { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<AnalysisPage />);
    // One retry (spec "Freshness") before the failure shows.
    const failed = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(failed).toHaveTextContent('Analysis Failed');
    expect(failed).toHaveTextContent('Unable to generate financial analysis. Please try again.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/inventory/financial-analysis')).toHaveLength(2);
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry Analysis' }));
    expect(await screen.findByRole('region', { name: 'Portfolio Summary' })).toBeInTheDocument();
    expect(screen.queryByText('Analysis Failed')).not.toBeInTheDocument();
  });

  it('Refresh Analysis reads the analysis and the value history again', async () => {
    const fetchMock = stubAnalysis(analysis());
    renderScreen(<AnalysisPage />);
    await screen.findByRole('region', { name: 'Portfolio Summary' });
    await screen.findByTestId('history-too-short');
    const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`).length;
    expect([calls('/inventory/financial-analysis'), calls('/portfolio/history')]).toEqual([1, 1]);
    fireEvent.click(screen.getByRole('button', { name: /Refresh Analysis/ }));
    await waitFor(() => expect([calls('/inventory/financial-analysis'), calls('/portfolio/history')]).toEqual([2, 2]));
    await waitFor(() => expect(screen.getByRole('button', { name: /Refresh Analysis/ })).toBeEnabled());
  });
});

describe('Value Over Time', () => {
  it('with one day, says the chart fills in day by day', async () => {
    stubAnalysis(analysis());
    renderScreen(<AnalysisPage />);
    expect(await screen.findByTestId('history-too-short')).toHaveTextContent('The first snapshot was taken today; come back tomorrow.');
    expect(screen.queryByTestId('value-chart')).not.toBeInTheDocument();
  });

  it('with two days or more, draws the chart and counts the marked days in its key', async () => {
    stubAnalysis(analysis(), [
      day('2026-11-18', 1200),
      day('2026-11-19', 1200, { snapshot: false, new_price_data: false }),
      day('2026-11-20', 1210, { new_price_data: false }),
      day('2026-11-21', 1234.5),
    ]);
    renderScreen(<AnalysisPage />);
    expect(await screen.findByTestId('value-chart')).toHaveTextContent('2026-11-18:1200 2026-11-19:1200 2026-11-20:1210 2026-11-21:1234.5');
    const key = screen.getByRole('list', { name: 'Chart key' });
    expect(key).toHaveTextContent('Carried forward from the day before (the server was not running): 1 day');
    expect(key).toHaveTextContent('No new price data that day: 2 days');
  });
});

describe('Market Data Collection panel', () => {
  async function openPanel() {
    renderScreen(<AnalysisPage />);
    fireEvent.click(screen.getByRole('button', { name: /Market Data/ }));
    return screen.findByRole('region', { name: 'Market Data Collection' });
  }

  const stubStats = (collectionStatus: MarketStats['collectionStatus']) =>
    stubApi({ '/market-data/stats': stats(collectionStatus), '/inventory/financial-analysis': analysis(), '/portfolio/history': { days: [], sales: [] } });

  it('shows the four stats, and while a collection runs its progress with both buttons disabled', async () => {
    stubStats({ status: 'running', message: 'Fetching prices for Leonardo (3 of 50)', current: 2, total: 50 });
    const panel = await openPanel();
    expect(await within(panel).findByRole('region', { name: 'Coverage' })).toHaveTextContent('25.0%');
    expect(within(panel).getByRole('region', { name: 'Total Figures' })).toHaveTextContent('164');
    expect(within(panel).getByRole('region', { name: 'With Price Data' })).toHaveTextContent('41');
    expect(within(panel).getByRole('region', { name: 'Total Records' })).toHaveTextContent('1234');
    expect(within(panel).getByText('Collection in Progress...')).toBeInTheDocument();
    expect(within(panel).getByText('Fetching prices for Leonardo (3 of 50)')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Collection progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '50');
    expect(within(panel).getByRole('button', { name: 'Collect Top 50' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Collect Unpriced' })).toBeDisabled();
    expect(within(panel).getByTestId('last-collection')).toBeEmptyDOMElement();
  });

  it('shows no progress bar before the run knows its total', async () => {
    stubStats({ status: 'running', message: null, current: 0, total: 0 });
    const panel = await openPanel();
    expect(await within(panel).findByText('Collection in Progress...')).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says how the last run ended, with the buttons enabled again', async () => {
    stubStats({ status: 'blocked', message: 'Stopped after 2 of 50 figures: eBay showed a bot check (captcha)', current: 2, total: 50 });
    const panel = await openPanel();
    expect(await within(panel).findByTestId('last-collection')).toHaveTextContent(
      'Last collection was blocked by eBay: Stopped after 2 of 50 figures: eBay showed a bot check (captcha)',
    );
    expect(within(panel).queryByText('Collection in Progress...')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Collect Top 50' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Collect Unpriced' })).toBeEnabled();
  });
});
