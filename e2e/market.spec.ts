import type { Locator, Page } from '@playwright/test';
import { FAKE_EBAY_CLIENT, soldDateText, startFakeEbay, type FakeEbay } from '../server/test/support/fake-ebay.ts';
import { expect, expectAccessible, test as base } from './support/fixtures.ts';

// Market data end to end: the real server against a fake eBay (Browse API and sold search page) on loopback.

interface EbayOptions {
  /** Give the server eBay app keys (active listings); without them only sold listings are searched. */
  ebayKeys: boolean;
  /** EBAY_REQUEST_SPACING_MS: the pause between two sold searches in a bulk run. */
  ebaySpacingMs: number;
}

const test = base.extend<EbayOptions & { fake: FakeEbay }>({
  ebayKeys: [true, { option: true }],
  ebaySpacingMs: [0, { option: true }],
  // eslint-disable-next-line no-empty-pattern
  fake: async ({}, use) => {
    const fake = await startFakeEbay();
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ fake, ebayKeys, ebaySpacingMs }, use) =>
    use({
      EBAY_API_BASE: fake.url,
      EBAY_WEB_BASE: fake.url,
      EBAY_REQUEST_SPACING_MS: String(ebaySpacingMs),
      ...(ebayKeys ? { EBAY_CLIENT_ID: FAKE_EBAY_CLIENT.id, EBAY_CLIENT_SECRET: FAKE_EBAY_CLIENT.secret } : {}),
    }),
});

// New York is west of Greenwich: a YYYY-MM-DD date read as UTC would show as the day before.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const panel = (page: Page) => page.getByRole('region', { name: 'Market Prices' });
const tile = (page: Page, label: string) => panel(page).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
const recentSales = (page: Page) => page.getByRole('region', { name: 'Recent Sales' }).getByRole('listitem');
const dialog = (page: Page) => page.getByRole('dialog').first();
const dialogSection = (page: Page, name: string) => dialog(page).getByRole('region', { name });

/** A YYYY-MM-DD day `daysAgo` days before today (UTC), as the sale form and CSV files write it. */
const isoDaysAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** That day as the en-US page shows it (a bare day is shown as that calendar day, whatever the time zone). */
const shownDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${m}/${d}/${y}`;
};

/**
 * Leonardo (1988) on the fake eBay: two active listings (one loose, one carded) and three sales of the last
 * 90 days ($20 and $30 loose, $100 carded). Overall: average of the 3 sales $50.00, lowest the lowest current
 * asking price $45.00, highest the highest recent sale $100.00. Carded: $100.00 (1 sold); loose: $25.00 (2 sold).
 */
function offerLeonardo(fake: FakeEbay) {
  fake.setActive('TMNT 1988 Leonardo', [
    { itemId: 'v1|210000000001|0', title: 'Vintage 1988 TMNT Leonardo Complete Playmates', price: '45.00', condition: 'Used' },
    { itemId: 'v1|210000000002|0', title: 'TMNT 1988 Leonardo MOC Playmates sealed', price: '150.00', condition: 'New' },
  ]);
  fake.setSold('leonardo', [
    { listingId: '110000000001', title: 'Vintage 1988 TMNT Leonardo Complete Playmates', price: '$30.00', soldDate: soldDateText(3), condition: 'Pre-Owned' },
    { listingId: '110000000002', title: 'Vintage 1988 TMNT Leonardo MOC unpunched Playmates', price: '$100.00', soldDate: soldDateText(5), condition: 'New' },
    { listingId: '110000000003', title: 'TMNT 1988 Leonardo loose Playmates figure', price: '$20.00', soldDate: soldDateText(10), condition: 'Pre-Owned' },
  ]);
}

test('Refresh Prices fetches both marketplaces: tiles, what the average rests on, tiers, chart and recent sales', async ({ page, api, fake }) => {
  offerLeonardo(fake);
  const leo = await api.figure('Leonardo', 1988);
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'info' && logged.push(message.text()));
  await page.goto(`/figures/${leo.id}`);
  await expect(panel(page)).toContainText('No price data yet');
  await expect(page.getByRole('heading', { name: 'Price History' })).toHaveCount(0);

  // The server answers at once: hold the answer to see the pending state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith('/prices') && url.searchParams.get('refresh') === 'true', async (route) => {
    await held;
    await route.continue();
  });
  const notices = await recordTexts(panel(page).getByTestId('refresh-notice'));
  await panel(page).getByRole('button', { name: 'Refresh Prices' }).click();
  await expect(panel(page).getByRole('button', { name: 'Fetching...' })).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Get Prices Now' })).toBeDisabled();
  release();

  const notice = panel(page).getByText('Prices refreshed! Check console for details.');
  await expect(notice).toBeVisible();
  // Carded and loose first, each with the range of what sold.
  const tiers = panel(page).getByRole('group', { name: 'Prices by packaging' });
  await expect(tiers.getByRole('group', { name: 'Carded' })).toHaveText('Carded$100.00Carded average of 1 sold, last 90 daysLow$100.00High$100.00');
  // The loose card holds the complete sale's price too (its title says "Complete").
  await expect(tiers.getByRole('group', { name: 'Loose' })).toHaveText('Loose$25.00Loose average of 2 sold, last 90 daysLow$20.00High$30.00Complete$30.001 sold, last 90 days');
  // No copy says its packaging: the tiles open on the tier with more sales, loose (its lowest: the $45 listing).
  await expect(panel(page).getByRole('radio', { name: 'Loose' })).toBeChecked();
  await expect(tile(page, 'Lowest')).toHaveText('$45.00');
  await expect(tile(page, 'Average')).toHaveText('$25.00');
  await expect(tile(page, 'Highest')).toHaveText('$30.00');
  await panel(page).getByRole('radio', { name: 'All' }).check();
  await expect(panel(page).getByTestId('price-view')).toContainText('All packaging (blended)');
  await expect(tile(page, 'Lowest')).toHaveText('$45.00');
  await expect(tile(page, 'Average')).toHaveText('$50.00');
  await expect(tile(page, 'Highest')).toHaveText('$100.00');
  await expect(panel(page).getByTestId('price-basis')).toHaveText('Average of 3 sold, last 90 days, carded and loose together');
  await expect(panel(page).getByRole('button', { name: 'Refresh Prices' })).toBeEnabled();
  // Both sources answered: no reasons to show.
  await expect(panel(page).getByRole('list', { name: 'Marketplace problems' })).toHaveCount(0);
  expect(logged.some((text) => text.includes('Prices refreshed for Leonardo'))).toBe(true);

  // Newest first: the two listings seen today, then the sales.
  await expect(recentSales(page)).toHaveCount(5);
  const carded = recentSales(page).filter({ hasText: 'Vintage 1988 TMNT Leonardo MOC unpunched Playmates' });
  await expect(carded).toContainText('Sold');
  await expect(carded).toContainText('Carded');
  await expect(carded).toContainText('$100.00');
  await expect(carded).toContainText(shownDay(isoDaysAgo(5)));
  await expect(carded.getByRole('link')).toHaveAttribute('href', /\/itm\/110000000002/);
  const listed = recentSales(page).filter({ hasText: 'TMNT 1988 Leonardo MOC Playmates sealed' });
  await expect(listed).toContainText('Listed');
  await expect(listed).toContainText('$150.00');

  const chart = page.getByRole('region', { name: 'Price History' }).locator('canvas');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /^Price history chart: carded 1 sold and 1 asking, loose 2 sold and 1 asking, from /);

  // The notice lasts 3 s (never less; how much later it goes depends on the machine's load, so no upper limit here).
  await expect(notice).toHaveCount(0, { timeout: 5000 });
  const noticeFor = shownFor(await notices(), 'Prices refreshed! Check console for details.');
  expect(noticeFor).toBeGreaterThanOrEqual(3000 - OBSERVER_SLACK_MS);
  await expectAccessible(page);
});

test('excluding a record moves the average (and the copy value); including it moves it back', async ({ page, api, fake }) => {
  offerLeonardo(fake);
  const leo = await api.figure('Leonardo', 1988);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Good', packaging_type: 'Loose' });
  await api.json('GET', `/figures/${leo.id}/prices?refresh=true`);
  await page.goto(`/figures/${leo.id}`);
  await panel(page).getByRole('radio', { name: 'All' }).check();
  await expect(tile(page, 'Average')).toHaveText('$50.00');

  const carded = recentSales(page).filter({ hasText: 'Vintage 1988 TMNT Leonardo MOC unpunched Playmates' });
  await carded.getByRole('button', { name: /^Exclude/ }).click();
  await expect(tile(page, 'Average')).toHaveText('$25.00');
  await expect(tile(page, 'Highest')).toHaveText('$30.00');
  await expect(panel(page).getByTestId('price-basis')).toHaveText('Average of 2 sold, last 90 days, carded and loose together');
  await expect(carded).toContainText('excluded');
  await expect(carded).toHaveAttribute('data-excluded', 'true');
  await expect(carded.getByRole('button', { name: /^Include/ })).toBeVisible();
  // The sale no longer counts in the history either.
  await expect(page.getByRole('region', { name: 'Price History' }).locator('canvas')).toHaveAttribute('aria-label', /^Price history chart: carded 1 asking, loose 2 sold and 1 asking, /);
  // The loose copy is worth the loose sales' average (20 and 30), with or without the carded sale.
  expect((await api.json<{ estimated_value: number; value_basis: string }>('GET', `/inventory/${copy.id}`))).toMatchObject({ estimated_value: 25, value_basis: 'loose' });

  await carded.getByRole('button', { name: /^Include/ }).click();
  await expect(tile(page, 'Average')).toHaveText('$50.00');
  await expect(carded).not.toContainText('excluded');
});

test('a sale added by hand counts at once; a refused one keeps the form with the reason', async ({ page, api }) => {
  const don = await api.figure('Donatello', 1988);
  await page.goto(`/figures/${don.id}`);
  const form = page.getByRole('region', { name: 'Add a Sale' });
  const day = isoDaysAgo(2);

  await form.getByLabel('Price').fill('0');
  await form.getByLabel('Date Sold').fill(day);
  await form.getByLabel('Title (optional)').fill('Donatello at a toy show');
  await form.getByRole('button', { name: 'Add Sale' }).click();
  await expect(form.getByLabel('Price', { exact: true })).toHaveAccessibleDescription('Price must be more than 0');
  await expect(form.getByLabel('Title (optional)')).toHaveValue('Donatello at a toy show');
  await expect(form.getByLabel('Price')).toHaveValue('0');

  await form.getByLabel('Price').fill('42.5');
  await form.getByLabel('Condition (optional)').fill('Complete');
  await form.getByLabel('Packaging').selectOption({ label: 'Loose' });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Add Sale' }).click();
  await expect(form.getByRole('status')).toHaveText('Sale added');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Title (optional)')).toHaveValue('');
  await expect(form.getByLabel('Price')).toHaveValue('');

  await expect(tile(page, 'Average')).toHaveText('$42.50');
  await expect(panel(page).getByTestId('price-basis')).toHaveText('Loose average of 1 sold, last 90 days');
  const sale = recentSales(page).filter({ hasText: 'Donatello at a toy show' });
  await expect(sale).toContainText('Your sale');
  await expect(sale).toContainText('Loose');
  await expect(sale).toContainText('Complete');
  await expect(sale).toContainText(shownDay(day));
  await expect(page.getByRole('region', { name: 'Price History' }).locator('canvas')).toBeVisible();

  // The same sale again is already recorded.
  await form.getByLabel('Price').fill('42.5');
  await form.getByLabel('Date Sold').fill(day);
  await form.getByLabel('Title (optional)').fill('Donatello at a toy show');
  await form.getByRole('button', { name: 'Add Sale' }).click();
  await expect(form.getByRole('alert')).toContainText('is already recorded');
});

test('a CSV file of sales is imported: the count, the rows refused by number, and the prices move', async ({ page, api }) => {
  const raph = await api.figure('Raphael', 1988);
  await page.goto(`/figures/${raph.id}`);
  const card = page.getByRole('region', { name: 'Import Sales' });
  await expect(card).toContainText('upc or figure_id');
  await expect(card).toContainText(`this figure is ${raph.id}`);

  const csv = [
    'figure_id,price,date,title,condition,tier',
    `${raph.id},35.00,${isoDaysAgo(4)},Raphael from a collector friend,Complete,loose`,
    `${raph.id},55,${isoDaysAgo(6)},Raphael MOC from a show,,carded`,
    `${raph.id},0,${isoDaysAgo(7)},A bad row,,`,
  ].join('\n');
  const file = { name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
  await card.getByLabel('Sales file').setInputFiles(file);
  await expect(card.getByRole('status')).toHaveText('Imported 2 sales (0 already recorded)');
  await expect(card.getByRole('list', { name: 'Rows not imported' }).getByRole('listitem')).toHaveText(['Row 4: Price must be more than 0']);

  // The figure page reads its prices again; one sale each, so the tiles open on carded (carded when tied).
  await expect(tile(page, 'Average')).toHaveText('$55.00');
  await expect(panel(page).getByRole('group', { name: 'Loose' }).getByTestId('tier-average')).toHaveText('$35.00');
  await panel(page).getByRole('radio', { name: 'All' }).check();
  await expect(tile(page, 'Average')).toHaveText('$45.00');
  await expect(recentSales(page)).toHaveCount(2);
  await expect(recentSales(page).filter({ hasText: 'Raphael MOC from a show' })).toContainText('Carded');

  // The same file again: nothing new.
  await card.getByLabel('Sales file').setInputFiles(file);
  await expect(card.getByRole('status')).toHaveText('Imported 0 sales (2 already recorded)');
  await expectAccessible(page);
});

test('a blocked sold search: the figure page says so in plain words beside what the other source found', async ({ page, api, fake }) => {
  const mike = await api.figure('Michaelangelo', 1988);
  fake.setActive('TMNT 1988 Michaelangelo', [{ itemId: 'v1|230000000001|0', title: 'Vintage 1988 TMNT Michaelangelo complete Playmates', price: '38.00' }]);
  fake.failSold({ kind: 'challenge' });
  await page.goto(`/figures/${mike.id}`);
  await panel(page).getByRole('button', { name: 'Get Prices Now' }).click();
  await expect(panel(page).getByText('Prices refreshed! Check console for details.')).toBeVisible();
  await expect(panel(page).getByRole('list', { name: 'Marketplace problems' })).toHaveText('Sold listings: blocked by eBay — eBay showed a bot check (challenge page)');
  await expect(tile(page, 'Average')).toHaveText('$38.00');
  await expect(panel(page).getByTestId('price-basis')).toHaveText('Loose asking prices only (1 listing)');
  // The reason is kept with the prices: it is still there after a reload.
  await page.reload();
  await expect(panel(page).getByRole('list', { name: 'Marketplace problems' })).toHaveText('Sold listings: blocked by eBay — eBay showed a bot check (challenge page)');
});

test('a refresh that gets nothing shows no notice, but every reason in small text', async ({ page, api, fake }) => {
  const mike = await api.figure('Michaelangelo', 1988);
  fake.failActive({ kind: 'bad-keys' });
  fake.failSold({ kind: 'signin' });
  await page.goto(`/figures/${mike.id}`);
  await panel(page).getByRole('button', { name: 'Refresh Prices' }).click();
  const reasons = panel(page).getByRole('list', { name: 'Marketplace problems' }).getByRole('listitem');
  await expect(reasons).toHaveText([/^Active listings: failed — eBay refused the API keys \(Settings → Services, or EBAY_CLIENT_ID \/ EBAY_CLIENT_SECRET\)/, 'Sold listings: blocked by eBay — eBay asked to sign in before showing sold listings']);
  await expect(panel(page)).toContainText('No price data yet');
  await expect(panel(page).getByText('Prices refreshed!')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Refresh Prices' })).toBeEnabled();
});

test.describe('without eBay app keys', () => {
  test.use({ ebayKeys: false });

  test('the refresh says active listings are not set up, naming the variables, and still shows sold prices', async ({ page, api, fake }) => {
    const splinter = await api.figure('Splinter', 1988);
    fake.setSold('splinter', [{ listingId: '120000000001', title: 'Vintage 1988 TMNT Splinter complete Playmates', price: '$27.00', soldDate: soldDateText(2) }]);
    await page.goto(`/figures/${splinter.id}`);
    await panel(page).getByRole('button', { name: 'Refresh Prices' }).click();
    await expect(panel(page).getByText('Prices refreshed! Check console for details.')).toBeVisible();
    await expect(tile(page, 'Average')).toHaveText('$27.00');
    await expect(panel(page).getByRole('list', { name: 'Marketplace problems' })).toHaveText(
      'Active listings: not set up — Active listings need eBay developer keys: enter them in Settings → Services (or set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET)',
    );
    // The Browse API was never asked.
    expect(fake.requests.filter((r) => r.path.startsWith('/buy/') || r.path.startsWith('/identity/'))).toEqual([]);
  });
});

/**
 * Records every text an element shows from now on, in order, with when it showed (ms since recording began): short
 * states (a 300 ms stage) are caught however the test polls.
 */
async function recordTexts(locator: Locator) {
  const key = `texts-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, key) => {
    const seen: { text: string; at: number }[] = [{ text: element.textContent ?? '', at: 0 }];
    const start = performance.now();
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (text !== seen[seen.length - 1].text) seen.push({ text, at: performance.now() - start });
    }).observe(element, { childList: true, subtree: true, characterData: true });
    (window as unknown as Record<string, unknown>)[key] = seen;
  }, key);
  return () => locator.page().evaluate((key) => (window as unknown as Record<string, { text: string; at: number }[]>)[key], key);
}

/**
 * The observer notes a change when the task that made it ends; on a busy machine that task (a render) may run on
 * for tens of ms after the text's timer started, so a text can measure a little short of its time.
 */
const OBSERVER_SLACK_MS = 100;

/** How long a recorded text showed, in ms. */
function shownFor(seen: { text: string; at: number }[], text: string): number {
  const index = seen.findIndex((s) => s.text === text);
  expect(index, `"${text}" was never shown: ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(0);
  expect(index, `"${text}" is still shown`).toBeLessThan(seen.length - 1);
  return seen[index + 1].at - seen[index].at;
}

test('the dialog refresh shows its stages, then Complete! for 2 s, and the copy value follows', async ({ page, api, fake }) => {
  offerLeonardo(fake);
  const leo = await api.figure('Leonardo', 1988);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Good', purchase_price: 12, packaging_type: 'Loose' });
  // The Browse API answers after 1.5 s (token, then search): long enough for every timed stage to show.
  fake.failActive({ kind: 'slow', ms: 1500 });
  await page.goto(`/collection/${copy.id}`);
  const pricing = dialogSection(page, 'Market Pricing');
  const value = dialogSection(page, 'Market Value');
  await expect(pricing).toContainText('No market data is recorded for this figure yet.');
  await expect(pricing).not.toContainText('not available yet');
  await expect(value.getByTestId('value-basis')).toHaveText('Based on purchase price');
  const statuses = await recordTexts(pricing.getByTestId('refresh-status'));

  await pricing.getByRole('button', { name: 'Refresh' }).click();
  await expect(pricing.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await expect(pricing.getByTestId('refresh-status')).toHaveText('Complete!', { timeout: 15_000 });
  await expect(pricing.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(pricing).toContainText('Average$50.00');
  await expect(pricing.getByTestId('price-basis')).toContainText('Average of 3 sold, last 90 days');
  await expect(pricing.getByRole('listitem').filter({ hasText: 'TMNT 1988 Leonardo MOC Playmates sealed' })).toContainText('$150.00');
  // The loose copy follows its tier (sales of 20 and 30), never the blended $50.00 of both tiers.
  await expect(value.getByTestId('market-value')).toHaveText('$25.00');
  await expect(value.getByTestId('value-basis')).toHaveText('Based on loose average of 2 sold, last 90 days');
  await expect(pricing.getByTestId('refresh-status')).toHaveText('', { timeout: 4000 });

  const seen = await statuses();
  expect(seen.map((s) => s.text)).toEqual(['', 'Starting', 'Fetching Active Listings', 'Fetching Sold Listings', 'Processing Results', 'Complete!', '']);
  // 300 ms, then 500 ms, between the timed stages; Complete! clears after 2 s (timers run late under load, never early).
  expect(shownFor(seen, 'Starting')).toBeGreaterThanOrEqual(300 - OBSERVER_SLACK_MS);
  expect(shownFor(seen, 'Fetching Active Listings')).toBeGreaterThanOrEqual(500 - OBSERVER_SLACK_MS);
  expect(shownFor(seen, 'Complete!')).toBeGreaterThanOrEqual(2000 - OBSERVER_SLACK_MS);
  await expectAccessible(page);
});

test('a dialog refresh that gets nothing says it failed for 3 s, and keeps the reasons in plain words', async ({ page, api, fake }) => {
  const april = await api.figure("April O'Neil", 1988);
  const copy = await api.addCopy({ figure_id: april.id, condition: 'Good' });
  fake.failActive({ kind: 'quota' });
  fake.failSold({ kind: 'captcha' });
  await page.goto(`/collection/${copy.id}`);
  const pricing = dialogSection(page, 'Market Pricing');
  const statuses = await recordTexts(pricing.getByTestId('refresh-status'));
  await pricing.getByRole('button', { name: 'Refresh' }).click();
  await expect(pricing.getByTestId('refresh-status')).toHaveText('Failed to fetch market data. Please try again.');
  const reasons = pricing.getByRole('list', { name: 'Marketplace problems' }).getByRole('listitem');
  await expect(reasons).toHaveText([/^Active listings: failed — /, 'Sold listings: blocked by eBay — eBay showed a bot check (captcha)']);
  await expect(pricing.getByTestId('refresh-status')).toHaveText('', { timeout: 5000 });
  const failedFor = shownFor(await statuses(), 'Failed to fetch market data. Please try again.');
  expect(failedFor).toBeGreaterThanOrEqual(3000 - OBSERVER_SLACK_MS);
  // The reasons stay after the message clears.
  await expect(reasons).toHaveCount(2);
  await expect(pricing).toContainText('No market data is recorded for this figure yet.');
});

test.describe('background collection', () => {
  // A fifth of a second between sold searches: a run over 50 figures lasts long enough to watch it.
  test.use({ ebaySpacingMs: 200 });

  test('Collect Top 50 runs in the background with progress, then says how it ended, and the stats follow', async ({ page, api, fake }) => {
    test.setTimeout(120_000);
    offerLeonardo(fake);
    const leo = await api.figure('Leonardo', 1988);
    await api.addCopy({ figure_id: leo.id, condition: 'Good' });
    const before = await api.json<{ totalFigures: number }>('GET', '/market-data/stats');
    const collectRequests: unknown[] = [];
    page.on('request', (r) => r.url().includes('/market-data/collect-') && collectRequests.push({ url: new URL(r.url()).pathname, body: r.postDataJSON() }));

    await page.goto('/financial-analysis');
    await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Analysis' })).toBeEnabled();
    const toggle = page.getByRole('button', { name: 'Market Data' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const market = page.getByRole('region', { name: 'Market Data Collection' });
    const stat = (label: string) => market.getByRole('region', { name: label });
    await expect(stat('Total Figures')).toHaveText(`Total Figures${before.totalFigures}`);
    await expect(stat('With Price Data')).toHaveText('With Price Data0');
    await expect(stat('Coverage')).toHaveText('Coverage0.0%');
    await expect(stat('Total Records')).toHaveText('Total Records0');
    const top = market.getByRole('button', { name: 'Collect Top 50' });
    const unpriced = market.getByRole('button', { name: 'Collect Unpriced' });
    await expect(top).toHaveAccessibleDescription('Scrapes the most-collected figures, about 2-3 minutes.');
    await expect(unpriced).toHaveAccessibleDescription('Figures with no price history, about 3-5 minutes.');
    await expectAccessible(page);

    await top.click();
    await expect(market.getByText('Collection in Progress...')).toBeVisible();
    await expect(top).toBeDisabled();
    await expect(unpriced).toBeDisabled();
    expect(collectRequests).toEqual([{ url: '/api/market-data/collect-top', body: { limit: 50 } }]);
    // The next poll (5 s) brings the run's own progress.
    const bar = market.getByRole('progressbar', { name: 'Collection progress' });
    await expect(bar).toHaveAttribute('aria-valuemax', '50', { timeout: 8000 });
    await expect(market).toContainText(/Fetching prices for .+ \(\d+ of 50\)/);
    await expectAccessible(page);

    await expect(market.getByTestId('last-collection')).toHaveText(/^Last collection completed: Collected prices for 50 figures: \d+ new price records/, { timeout: 60_000 });
    await expect(market.getByText('Collection in Progress...')).toHaveCount(0);
    await expect(top).toBeEnabled();
    await expect(unpriced).toBeEnabled();
    // Only Leonardo's listings are about a figure of the run: 2 asking prices and 3 sales.
    await expect(stat('With Price Data')).toHaveText('With Price Data1');
    await expect(stat('Coverage')).toHaveText(`Coverage${((1 / before.totalFigures) * 100).toFixed(1)}%`);
    await expect(stat('Total Records')).toHaveText('Total Records5');
  });
});

test("an unknown code: the link picker shows what eBay's listings for it look like, and their figure first", async ({ page, api, fake }) => {
  const code = '042100005264';
  fake.setActive(code, [
    { itemId: 'v1|230000000001|0', title: 'Vintage 1988 TMNT Raphael MOC Playmates', price: '120.00' },
    { itemId: 'v1|230000000002|0', title: 'Teenage Mutant Ninja Turtles Raphael 1988 carded', price: '95.00' },
  ]);
  await page.goto('/scan');
  await expect(page.getByRole('textbox', { name: 'Enter UPC Code' })).toBeFocused();
  await page.keyboard.type(`${code}\n`);
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();

  const picker = page.getByRole('dialog', { name: `Link UPC ${code}` });
  await expect(picker.getByText('eBay listings for this code look like:')).toBeVisible();
  await expect(picker.getByRole('listitem').filter({ hasText: 'Vintage 1988 TMNT Raphael MOC Playmates' })).toBeVisible();
  const suggested = picker.getByRole('region', { name: 'Suggested' }).getByRole('button');
  await expect(suggested.first()).toContainText('Raphael');
  await expect(suggested.first()).toContainText('1988');
  await expectAccessible(page);
  await suggested.first().click();
  await expect(page.getByTestId('scan-success')).toContainText('Raphael');
  expect((await api.figure('Raphael', 1988)).upc).toBe(code);
});
