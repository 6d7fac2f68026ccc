import type { Page } from '@playwright/test';
import { seedSales, type SeededSale } from './support/db.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Issue 28, graded copies: a copy records its professional grade and is valued on sales of its company and grade band.

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** A YYYY-MM-DD day `daysAgo` days before today (UTC). */
const isoDaysAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * 1988 Leonardo: two ungraded carded sales (100 and 120: carded average $110.00) and three AFA 85 sales in the last
 * 180 days (400, 420 as "85+", 440: AFA 85 band average $420.00), read as graded from their titles.
 */
const SALES: SeededSale[] = [
  { price: 100, title: 'Vintage 1988 TMNT Leonardo MOC', soldAt: isoDaysAgo(10), tier: 'carded' },
  { price: 120, title: 'Vintage 1988 TMNT Leonardo MOC would grade AFA 85', soldAt: isoDaysAgo(20), tier: 'carded' },
  { price: 400, title: 'Vintage 1988 TMNT Leonardo AFA 85 MOC', soldAt: isoDaysAgo(30), tier: 'carded' },
  { price: 420, title: 'TMNT Leonardo 1988 AFA 85+ NM carded', soldAt: isoDaysAgo(90), tier: 'carded' },
  { price: 440, title: 'TMNT Leonardo 1988 Playmates AFA-85', soldAt: isoDaysAgo(150), tier: 'carded' },
];

const dialog = (page: Page) => page.getByRole('dialog').first();
const section = (page: Page, name: string) => dialog(page).getByRole('region', { name });

test('an AFA 85 copy is recorded in the dialog and valued on AFA 85 sales, shown apart from carded ones', async ({ page, api, server }) => {
  const leo = await api.figure('Leonardo', 1988);
  await seedSales(server.dataDir, leo.id, SALES);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 300 });

  await page.goto(`/collection/${copy.id}`);
  const value = section(page, 'Market Value');
  // Ungraded, the sealed copy is worth the carded average of the two ungraded sales.
  await expect(value.getByTestId('market-value')).toHaveText('$110.00');

  await dialog(page).getByRole('button', { name: 'Edit' }).click();
  const info = section(page, 'Collector Information');
  const grade = info.getByRole('group', { name: 'Professional grade' });
  await grade.getByLabel('Grading Company').selectOption('AFA');
  await grade.getByLabel('Grade', { exact: true }).fill('85');
  await grade.getByLabel('Uncirculated Mark').selectOption('U');
  await grade.getByLabel('Certificate Number').fill('12345678');
  await grade.getByLabel('Grading Date').fill('2025-06-01');
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Edit' })).toBeVisible();

  // By hand: (400 + 420 + 440) / 3 = 420.
  await expect(value.getByTestId('market-value')).toHaveText('$420.00');
  await expect(value.getByTestId('value-basis')).toHaveText('Based on average of 3 sold of its grading company and grade band, last 180 days');
  await expect(value.getByTestId('profit')).toContainText('+$120.00');
  await expect(info).toContainText('AFA U85');
  await expect(info).toContainText('12345678');

  // The graded sales are their own tier, never in the carded average.
  const pricing = section(page, 'Market Pricing');
  const tiers = pricing.getByRole('group', { name: 'Prices by packaging' });
  await expect(tiers.getByRole('group', { name: 'Carded' }).getByTestId('tier-average')).toHaveText('$110.00');
  const band = tiers.getByRole('group', { name: 'Graded' }).getByTestId('graded-band');
  await expect(band).toHaveCount(1);
  await expect(band).toContainText('AFA 85');
  await expect(band).toContainText('$420.00');
  await expect(band).toContainText('Your copy');

  // The item page says the same, and so does the figure page.
  await page.goto(`/inventory/${copy.id}`);
  await expect(page.getByTestId('estimated-value')).toHaveText('$420.00');
  await expect(page.getByTestId('value-basis')).toHaveText('average of 3 sold of its grading company and grade band, last 180 days');
  await expect(page.getByRole('main')).toContainText('AFA U85');
  await page.goto(`/figures/${leo.id}`);
  const market = page.getByRole('region', { name: 'Market Prices' }).getByRole('group', { name: 'Prices by packaging' });
  await expect(market.getByRole('group', { name: 'Carded' }).getByTestId('tier-average')).toHaveText('$110.00');
  await expect(market.getByRole('group', { name: 'Graded' })).toContainText('AFA 85$420.00Average of 3 sold, last 180 days');
  await expectAccessible(page);
});

test('a grade its company does not give is refused beside the field, and the item page records a grade too', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Mint', packaging_type: 'Sealed MOC', purchase_price: 300 });

  await page.goto(`/inventory/${copy.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit item' });
  await form.getByLabel('Grading Company').selectOption('AFA');
  await form.getByLabel('Grade', { exact: true }).fill('9.5');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Grade', { exact: true })).toHaveAccessibleDescription(/"9.5" is not an AFA grade/);
  await form.getByLabel('Grade', { exact: true }).fill('80+');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('main')).toContainText('AFA 80+');
  // No AFA sales: valued on the carded tier, which has no prices either, so on what was paid.
  await expect(page.getByTestId('estimated-value')).toHaveText('$300.00');
});
