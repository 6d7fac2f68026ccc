import type { Page } from '@playwright/test';
import { RULES_INSIGHTS_LABEL } from '@tmnt/domain';
import { seedSales, seedSnapshot } from './support/db.ts';
import { AI_TEST_MODEL, aiTest } from './support/grading.ts';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

// The Analysis page end to end: the real server's analysis of a collection seeded through the API (copies, and
// sales recorded by hand as a collector would), with rule-based insights, and with insights from a fake Anthropic.

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** A YYYY-MM-DD day `daysAgo` days before today (UTC), as the sale form writes it. */
const isoDaysAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Leonardo's rising sales: 9 over 55 days, $20 to $31 (average $25.00), enough for a trend. */
const LEONARDO_SALES = [
  [58, 20],
  [50, 21],
  [43, 22],
  [36, 23],
  [29, 25],
  [22, 26],
  [15, 28],
  [8, 29],
  [3, 31],
] as const;

/** Sales recorded by hand, without a title or condition: each is a loose sale, as the app judges such a sale. */
async function recordSales(api: Api, figureId: number, sales: readonly (readonly [number, number])[]) {
  for (const [daysAgo, price] of sales) await api.json('POST', `/figures/${figureId}/sales`, { price, date: isoDaysAgo(daysAgo) });
}

/** Adds a copy, and sets its packaging by the edit that follows, as the collection's dialog does. */
async function addCopy(api: Api, { packaging_type, ...copy }: Parameters<Api['addCopy']>[0]) {
  const { id } = await api.addCopy(copy);
  if (packaging_type) await api.json('PATCH', `/inventory/${id}`, { packaging_type });
  return id;
}

/**
 * Three loose Leonardos (a kept copy and two spares) with a rising loose trend; a loose Donatello with only 2 sales
 * (too few for a trend); a Shredder with no packaging set, no sales and no purchase price (no value yet); Raphael,
 * not owned, with 2 sales near Leonardo's value: one spare Leonardo is a trade candidate for him, the other is to be
 * sold.
 */
async function seedCollection(api: Api) {
  const [leo, don, shredder, raph] = await Promise.all([api.figure('Leonardo', 1988), api.figure('Donatello', 1988), api.figure('Shredder', 1988), api.figure('Raphael', 1988)]);
  await addCopy(api, { figure_id: leo.id, condition: 'Mint', purchase_price: 25, packaging_type: 'Loose' });
  await addCopy(api, { figure_id: leo.id, condition: 'Good', purchase_price: 15, packaging_type: 'Loose' });
  await addCopy(api, { figure_id: leo.id, condition: 'Fair', purchase_price: 12, packaging_type: 'Loose' });
  await addCopy(api, { figure_id: don.id, condition: 'Good', purchase_price: 10, packaging_type: 'Loose' });
  await api.addCopy({ figure_id: shredder.id, condition: 'Good' });
  await recordSales(api, leo.id, LEONARDO_SALES);
  await recordSales(api, don.id, [
    [20, 18],
    [6, 19],
  ]);
  await recordSales(api, raph.id, [
    [12, 24],
    [4, 26],
  ]);
  return { leo, don, shredder, raph };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tile = (page: Page, name: string) => section(page, 'Portfolio Summary').getByRole('region', { name, exact: true });

test('a seeded collection: every section, numbers that agree with the dashboard, trends only where sales allow', async ({ page, api }) => {
  const { leo } = await seedCollection(api);

  await page.goto('/');
  const dashboardValue = (await page.getByRole('region', { name: 'Collection Value' }).locator('div.text-2xl').textContent())!;
  expect(dashboardValue).toMatch(/^\$\d/);

  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Analysis' })).toBeVisible();
  await expect(page.getByText('AI-powered insights and market predictions')).toBeVisible();

  // Portfolio: the dashboard's numbers.
  await expect(tile(page, 'Total Items')).toContainText('5');
  await expect(tile(page, 'Current Value')).toContainText(dashboardValue);
  await expect(tile(page, 'Total Invested')).toContainText('$62.00');
  await expect(section(page, 'Portfolio Summary')).toContainText('1 item has neither market data nor a purchase price');
  await expect(section(page, 'Portfolio Summary')).toContainText('Gain/Loss and ROI cover the 4 items with a purchase price.');

  // Insights written by rules, labelled so.
  const insights = section(page, 'AI Market Insights');
  await expect(insights.getByTestId('insights-source')).toHaveText(RULES_INSIGHTS_LABEL);
  await expect(insights.getByTestId('insights-problem')).toHaveCount(0);
  await expect(insights.getByRole('region', { name: 'Recommendations' })).toBeVisible();

  // The spare Leonardo not traded is to be sold, with a forecast from its trend, saying what it rests on.
  const sell = section(page, 'Sell Recommendations').getByRole('table');
  const sellLeo = sell.getByRole('row').filter({ has: page.getByRole('link', { name: 'Leonardo' }) });
  await expect(sellLeo).toHaveCount(1);
  await expect(sellLeo.getByRole('cell').nth(0)).toHaveText('LeonardoFair · Loose');
  await expect(sellLeo.getByRole('cell').nth(2)).toContainText(/^\$\d+\.\d{2}plausibly \$\d+\.\d{2} – \$\d+\.\d{2}9 sales, /);
  await expect(sellLeo.getByRole('link', { name: 'Leonardo' })).toHaveAttribute('href', /^\/inventory\/\d+$/);

  const trade = section(page, 'Trade Opportunities').getByRole('listitem');
  await expect(trade).toHaveCount(1);
  await expect(trade).toContainText('Leonardo');
  await expect(trade).toContainText('Trade Candidate');
  await expect(trade.getByRole('link', { name: 'Raphael' })).toBeVisible();

  // Leonardo's loose tier has a rising trend, with the range each change could take; Donatello (2 sales) and
  // Shredder (no packaging) have rows without a number, saying why.
  const trends = section(page, 'Market Trends');
  const rows = trends.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  const leoRow = rows.filter({ has: page.getByRole('link', { name: 'Leonardo' }) });
  await expect(leoRow.getByRole('link', { name: 'Leonardo' })).toHaveAttribute('href', `/figures/${leo.id}`);
  await expect(leoRow.getByTestId('trend-tier')).toHaveText('Loose');
  await expect(leoRow.getByTestId('trend-basis')).toHaveText(/^9 sales over 55 days$/);
  await expect(leoRow.getByRole('cell').nth(3).locator('[data-tone]')).toHaveAttribute('data-tone', 'up');
  // Every sale dearer than the one before: every pairwise slope rises, and so does the whole range.
  await expect(leoRow.getByRole('cell').nth(3)).toHaveText(/^\+\d+\.\d%\+\d+\.\d% to \+\d+\.\d%$/);
  const donRow = rows.filter({ has: page.getByRole('link', { name: 'Donatello' }) });
  await expect(donRow.getByTestId('no-trend')).toHaveText('Not enough sales');
  await expect(donRow).not.toContainText('%');
  const shredderRow = rows.filter({ has: page.getByRole('link', { name: 'Shredder' }) });
  await expect(shredderRow.getByTestId('trend-tier')).toHaveText('Packaging not set');
  await expect(shredderRow.getByTestId('no-trend')).toHaveText('Packaging not set');
  await expect(trends.getByTestId('without-trend')).toHaveText(
    '2 of the 3 figures you own have no trend in any tier (8 sales of one tier over 30 days in the last 90 days are needed).',
  );

  // The first daily snapshot was taken at start-up.
  await expect(section(page, 'Value Over Time').getByTestId('history-too-short')).toContainText('The first snapshot was taken today; come back tomorrow.');
  await expect(page.getByTestId('disclaimer')).toContainText('not financial advice');
  await expect(page.getByTestId('generated-at')).toHaveText(/^Generated \d{1,2}\/\d{1,2}\/\d{4}, /);
  await expectAccessible(page);

  // On a 375 px phone the tables become cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(leoRow).toHaveCSS('display', 'block');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Selling the spare (deleting it) is a write: back on the page, the analysis is read again at once.
  await sellLeo.getByRole('link', { name: 'Leonardo' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/collection/);
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Analysis' }).click();
  await expect(tile(page, 'Total Items')).toContainText('4');
  await expect(section(page, 'Sell Recommendations')).toHaveCount(0);
});

/** The five carded Usagi sales that would once have read as "-37.0% over 90 days, sell now", 80 to 3 days ago. */
const FIVE_CARDED = [
  [80, 90],
  [62, 82],
  [45, 70],
  [21, 61],
  [3, 56],
] as const;

test('five carded sales: "not enough sales" and no action; a carded and a loose copy of one figure are not duplicates', async ({ page, api, server }) => {
  const usagi = await api.figure('Usagi Yojimbo', 1989);
  await addCopy(api, { figure_id: usagi.id, condition: 'Mint', purchase_price: 40, packaging_type: 'Sealed MOC' });
  await addCopy(api, { figure_id: usagi.id, condition: 'Good', purchase_price: 10, packaging_type: 'Loose' });
  await seedSales(
    server.dataDir,
    usagi.id,
    FIVE_CARDED.map(([daysAgo, price]) => ({ price, title: 'TMNT Usagi Yojimbo 1989 MOC', soldAt: isoDaysAgo(daysAgo), tier: 'carded' as const })),
  );
  // The loose tier: 9 sales over 56 days, each dearer than the one before (a clear rise).
  await seedSales(
    server.dataDir,
    usagi.id,
    [58, 50, 43, 36, 29, 22, 15, 8, 2].map((daysAgo, i) => ({ price: 20 + i, title: 'TMNT Usagi Yojimbo 1989 loose', soldAt: isoDaysAgo(daysAgo), tier: 'loose' as const })),
  );

  await page.goto('/financial-analysis');
  const rows = section(page, 'Market Trends').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  const carded = section(page, 'Market Trends').locator('tr[data-tier="carded"]');
  await expect(carded.getByRole('link', { name: 'Usagi Yojimbo' })).toBeVisible();
  await expect(carded.getByTestId('trend-tier')).toHaveText('Carded');
  await expect(carded.getByTestId('trend-basis')).toHaveText('5 sales over 77 days');
  await expect(carded.getByTestId('no-trend')).toHaveText('Not enough sales');
  // No percentage, range, confidence or action: one cell says why in their place.
  await expect(carded).not.toContainText('%');
  await expect(carded.getByRole('cell')).toHaveCount(3);
  const loose = section(page, 'Market Trends').locator('tr[data-tier="loose"]');
  await expect(loose.getByTestId('trend-basis')).toHaveText('9 sales over 56 days');
  await expect(loose.getByTestId('change-range')).toHaveCount(2);

  // One carded and one loose copy: no spare to sell or trade.
  await expect(section(page, 'Sell Recommendations')).toHaveCount(0);
  await expect(section(page, 'Trade Opportunities')).toHaveCount(0);
  await expect(section(page, 'AI Market Insights').getByRole('region', { name: 'Recommendations' })).not.toContainText('Sell your Usagi');
  await expectAccessible(page);

  // On a 390 px phone each row is a card, the reason where the numbers would be, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(carded).toHaveCSS('display', 'block');
  await expect(carded.getByTestId('no-trend')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a fresh collection: what to do first instead of empty tables', async ({ page }) => {
  await page.goto('/financial-analysis');
  await expect(page.getByRole('heading', { name: 'Add figures and fetch prices to see your analysis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Figures' })).toHaveAttribute('href', '/scan');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(section(page, 'Portfolio Summary')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Fetch Prices' }).click();
  await expect(section(page, 'Market Data Collection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Market Data', exact: true })).toHaveAttribute('aria-expanded', 'true');
});

test('Refresh Analysis asks the server again', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.addCopy({ figure_id: leo.id, condition: 'Good', purchase_price: 10 });
  await page.goto('/financial-analysis');
  await expect(tile(page, 'Total Items')).toContainText('1');
  // A copy added elsewhere (another tab): the page knows only when asked again.
  await api.addCopy({ figure_id: leo.id, condition: 'Fair', purchase_price: 8 });
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/inventory/financial-analysis'));
  await page.getByRole('button', { name: 'Refresh Analysis' }).click();
  await asked;
  await expect(tile(page, 'Total Items')).toContainText('2');
  await expect(page.getByRole('button', { name: 'Refresh Analysis' })).toBeEnabled();
});

test('the value over time: a line of value against invested, days carried forward and without new prices marked', async ({ page, api, server }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.addCopy({ figure_id: leo.id, condition: 'Good', purchase_price: 20, packaging_type: 'Loose' });
  // Four days ago: one copy, no prices yet. Two days ago: prices came in. The server was off the days between.
  await seedSnapshot(server.dataDir, isoDaysAgo(4));
  await recordSales(api, leo.id, LEONARDO_SALES);
  await seedSnapshot(server.dataDir, isoDaysAgo(2));

  await page.goto('/financial-analysis');
  const card = section(page, 'Value Over Time');
  const chart = card.locator('canvas');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    /^Value over time chart: 5 days from \d+\/\d+\/\d{4} to \d+\/\d+\/\d{4}; value \$25\.00, invested \$20\.00 on the last day; 2 carried forward, 3 without new price data$/,
  );
  const key = card.getByRole('list', { name: 'Chart key' });
  await expect(key).toContainText('Carried forward from the day before (the server was not running): 2 days');
  await expect(key).toContainText('No new price data that day: 3 days');
  await expectAccessible(page);
});

const AI_INSIGHTS = {
  market_summary: 'Fake model summary: your three figures are worth about what you paid.',
  top_performers: ['Fake model: Leonardo is up on 9 sales'],
  underperformers: ['Fake model: nothing is falling yet'],
  recommendations: ['Fake model: sell the spare Leonardo in Fair condition'],
};

aiTest('with an AI provider: the model writes the insights from the numbers only, and the page names it and its cost', async ({ page, api, fakeAi }) => {
  fakeAi.replies.push(...Array.from({ length: 3 }, () => ({ kind: 'grade' as const, answer: AI_INSIGHTS })));
  const { leo } = await seedCollection(api);
  await api.addCopy({ figure_id: leo.id, condition: 'Poor', notes: 'PRIVATE NOTE: bought from my neighbour' });

  await page.goto('/financial-analysis');
  const insights = section(page, 'AI Market Insights');
  await expect(insights.getByTestId('insights-source')).toHaveText(new RegExp(`^AI insights · ${AI_TEST_MODEL} · \\$\\d+\\.\\d{4}$`));
  await expect(insights).toContainText(AI_INSIGHTS.market_summary);
  await expect(insights.getByRole('region', { name: 'Top Performers' })).toContainText(AI_INSIGHTS.top_performers[0]);
  await expect(insights.getByRole('region', { name: 'Underperformers' })).toContainText(AI_INSIGHTS.underperformers[0]);
  await expect(insights.getByRole('region', { name: 'Recommendations' })).toContainText(AI_INSIGHTS.recommendations[0]);
  await expect(insights.getByTestId('insights-problem')).toHaveCount(0);

  // The model got the computed numbers, not the collector's notes.
  expect(fakeAi.requests.length).toBeGreaterThan(0);
  const sent = JSON.stringify(fakeAi.requests.map((r) => r.body));
  expect(sent).toContain('Leonardo');
  expect(sent).not.toContain('PRIVATE NOTE');
});
