import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedSales, type SeededSale } from './support/db.ts';

// New York is west of Greenwich: a YYYY-MM-DD date read as UTC would show as the day before.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** Light, then dark, then back to light: the page must pass axe in both themes. The class is what the toggle sets. */
async function expectAccessibleInBothThemes(page: Page) {
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Every script the page downloads, with its text, to tell whether chart.js was part of it. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(scripts);
}
// A Chart.js method name that survives minification.
const CHART_JS_MARKER = 'getElementsAtEventForMode';

const panel = (page: Page) => page.getByRole('region', { name: 'Market Prices' });

test('a figure without price data says so, offers eBay sold listings, and never loads chart.js', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const scripts = recordScripts(page);
  await page.goto(`/figures/${leo.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
  const facts = page.getByRole('main').locator('dl').first();
  await expect(facts).toContainText('SeriesOriginal Series');
  await expect(facts).toContainText('Year1988');
  await expect(facts).toContainText('ManufacturerPlaymates Toys');
  await expect(page.getByRole('region', { name: 'Barcodes' })).toContainText('No barcode linked yet');
  await expect(page.getByText('First-wave 1988 Leonardo with blue mask')).toBeVisible();
  // A drawn placeholder: no emoji font needed.
  await expect(page.getByRole('img', { name: 'Leonardo (no picture)' }).locator('svg')).toBeVisible();

  await expect(panel(page)).toContainText('No price data yet');
  await expect(panel(page)).toContainText('Click Refresh Prices to check two marketplaces');
  // Both refresh (see market.spec.ts); nothing says refreshing is unavailable any more.
  for (const name of ['Refresh Prices', 'Get Prices Now']) await expect(panel(page).getByRole('button', { name })).toBeEnabled();
  await expect(panel(page)).not.toContainText('not available yet');
  // No UPC: the search is by name and year.
  const sold = panel(page).getByRole('link', { name: /View sold listings on eBay/ });
  await expect(sold).toHaveAttribute('href', 'https://www.ebay.com/sch/i.html?_nkw=Leonardo%201988&LH_Sold=1&LH_Complete=1');
  await expect(sold).toHaveAttribute('target', '_blank');
  await expect(sold).toHaveAttribute('rel', 'noopener noreferrer');

  await expect(page.getByRole('heading', { name: 'Price History' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent Sales' })).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((s) => /PriceChart/.test(s.url) || s.text.includes(CHART_JS_MARKER)).map((s) => s.url)).toEqual([]);

  await page.getByRole('link', { name: 'Back to Collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

// Twelve sold copies, one a day in May 2024, all recorded on 20 June. None is an outlier (Tukey's fences),
// so the summary is over all twelve: lowest 20.00, highest 36.00, mean 343 / 12 = 28.583 -> 28.58.
const PRICES = [20, 22, 24, 25, 26, 28, 30, 31, 32, 34, 35, 36];
const SALES: SeededSale[] = PRICES.map((price, i) => ({
  price,
  title: `Vintage 1988 Raphael lot ${i + 1}`,
  soldAt: `2024-05-${String(i + 1).padStart(2, '0')}`,
  condition: i % 2 === 0 ? 'Used' : null,
  url: `https://www.ebay.com/itm/${1000 + i}`,
  fetchedAt: '2024-06-20T15:00:00.000Z',
}));

test('seeded sales give the market prices, the recent sales and the price chart', async ({ page, api, server }) => {
  const raph = await api.figure('Raphael', 1988);
  const linked = await api.linkUpc(raph.id, '036000291452');
  await seedSales(server.dataDir, raph.id, SALES);
  const chartRequests: string[] = [];
  page.on('request', (r) => /PriceChart/.test(r.url()) && chartRequests.push(r.url()));
  const scripts = recordScripts(page);
  await page.goto(`/figures/${raph.id}`);

  const tile = (label: string) => panel(page).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(tile('Lowest')).toHaveText('$20.00');
  await expect(tile('Average')).toHaveText('$28.58');
  await expect(tile('Highest')).toHaveText('$36.00');
  await expect(panel(page)).toContainText('Last updated 6/20/2024');
  // Sold in May 2024: long before the last 90 days, so the average rests on every known sale and says so.
  await expect(panel(page).getByTestId('price-basis')).toHaveText('Average of 12 sold, none in the last 90 days, carded and loose together');
  await expect(panel(page)).not.toContainText('No price data yet');
  await expect(panel(page).getByRole('button', { name: 'Refresh Prices' })).toBeEnabled();
  // With a UPC the sold-listings search is by UPC.
  await expect(panel(page).getByRole('link', { name: /View sold listings on eBay/ })).toHaveAttribute(
    'href',
    `https://www.ebay.com/sch/i.html?_nkw=${linked.upc}&LH_Sold=1&LH_Complete=1`,
  );
  await expect(page.getByRole('list', { name: 'Barcodes' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Barcodes' })).toContainText(`${linked.upc}Primary`);

  // Newest first, the first 10 of 12: sales of 12 May down to 3 May.
  const sales = page.getByRole('region', { name: 'Recent Sales' }).getByRole('listitem');
  await expect(sales).toHaveCount(10);
  await expect(sales.first()).toContainText('Vintage 1988 Raphael lot 12');
  await expect(sales.first()).toContainText('$36.00');
  await expect(sales.first()).toContainText('5/12/2024');
  await expect(sales.first()).toContainText('Sold');
  await expect(sales.nth(1)).toContainText('Used');
  await expect(sales.last()).toContainText('Vintage 1988 Raphael lot 3');
  await expect(sales.last()).toContainText('5/3/2024');
  await expect(page.getByText('Vintage 1988 Raphael lot 2', { exact: true })).toHaveCount(0);
  await expect(sales.first().getByRole('link')).toHaveAttribute('href', 'https://www.ebay.com/itm/1011');

  const chart = page.getByRole('region', { name: 'Price History' }).locator('canvas');
  await expect(chart).toBeVisible();
  // Sales of unknown packaging: their own series, without a median (it would blend carded and loose).
  await expect(chart).toHaveAttribute('aria-label', 'Price history chart: packaging not known 12 sold, from 5/1/2024 to 5/12/2024');
  await expect(chart).toHaveAttribute('data-series', 'unknown');
  const box = await chart.boundingBox();
  expect(Math.round(box!.width / box!.height)).toBe(2);
  expect(chartRequests.length).toBeGreaterThan(0);
  // chart.js arrives only in the charts chunk, which only the charts load.
  const withChartJs = (await scripts()).filter((s) => s.text.includes(CHART_JS_MARKER)).map((s) => s.url);
  expect(withChartJs.length).toBeGreaterThan(0);
  expect(withChartJs.every((url) => /\/charts-/.test(url))).toBe(true);
  await expectAccessibleInBothThemes(page);
});

test('an unknown or non-numeric figure id shows Figure not found with the way back', async ({ page }) => {
  for (const id of ['99999', 'not-a-number']) {
    await page.goto(`/figures/${id}`);
    await expect(page.getByRole('heading', { name: 'Figure not found' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Market Prices' })).toHaveCount(0);
  }
  await expectAccessibleInBothThemes(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to Collection' }).last().click();
  await expect(page).toHaveURL(/\/collection$/);
});

test('while the figure loads the page says so', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/figures/${leo.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/figures/${leo.id}`);
  await expect(page.getByRole('status')).toHaveText('Loading figure details...');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
  await expect(page.getByText('Loading figure details...')).toHaveCount(0);
});

test('the figure page lists its codes with where each came from; a wrong one is removed after a confirm', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.linkUpc(leo.id, '036000291452');
  await api.json('POST', `/figures/${leo.id}/upcs`, { upc: 'tmnt88leo', format: 'code_128' });
  await page.goto(`/figures/${leo.id}`);

  const codes = page.getByRole('list', { name: 'Barcodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(2);
  await expect(codes.nth(0)).toContainText('036000291452');
  await expect(codes.nth(0)).toContainText('Primary');
  await expect(codes.nth(0)).toContainText(/Linked by you on \d+\/\d+\/\d{4}/);
  await expect(codes.nth(1)).toContainText('TMNT88LEO');
  await expect(codes.nth(1)).toContainText('scanned as Code 128');
  await expectAccessibleInBothThemes(page);

  // Cancel keeps it; confirm removes it, and the code no longer finds the figure.
  await page.getByRole('button', { name: 'Remove code 036000291452' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove code 036000291452?' });
  await expect(confirm).toContainText('Scanning 036000291452 will no longer find Leonardo');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(codes).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove code 036000291452' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(codes).toHaveCount(1);
  await expect(codes.nth(0)).toContainText('TMNT88LEO');
  await expect(codes.nth(0)).toContainText('Primary');
  expect((await api.figure('Leonardo', 1988)).upcs).toEqual(['TMNT88LEO']);
  await expect(api.json('POST', '/figures/lookup', { upc: '036000291452' })).rejects.toThrow(/answered 404/);
});
