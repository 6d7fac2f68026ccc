import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedSales, type SeededSale } from './support/db.ts';

// Issue 40: what a copy really is. Leonardo (1988) sold loose complete (60, 64, 68: average $64.00), figure only (25,
// 27, 29: $27.00) and plain (40, 44), all in the last 90 days: the loose tier is (357 / 8) $44.63. Three reissues
// (18, 20, 22: $20.00) are in none of those.

const isoDaysAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const sale = (price: number, title: string, daysAgo: number): SeededSale => ({ price, title, soldAt: isoDaysAgo(daysAgo), tier: 'loose' });
const SALES: SeededSale[] = [
  sale(60, 'TMNT 1988 Leonardo loose complete w/ all weapons', 3),
  sale(64, 'Vintage TMNT Leonardo 1988 100% complete', 10),
  sale(68, 'TMNT Leonardo 1988 loose C9 complete', 20),
  sale(25, 'TMNT 1988 Leonardo figure only', 4),
  sale(27, 'TMNT Leonardo 1988 loose no weapons', 12),
  sale(29, 'TMNT Leonardo 1988 loose missing katanas', 25),
  sale(40, 'TMNT Leonardo 1988 loose', 6),
  sale(44, 'Vintage TMNT Leonardo 1988 Playmates loose figure', 15),
  { price: 18, title: 'TMNT Leonardo 2009 25th anniversary reissue MOC', soldAt: isoDaysAgo(5), tier: 'carded' },
  { price: 20, title: 'TMNT Leonardo reissue 2021 Playmates MOC', soldAt: isoDaysAgo(9), tier: 'carded' },
  { price: 22, title: 'TMNT Leonardo 1988 re-release loose', soldAt: isoDaysAgo(14), tier: 'loose' },
];

/** Every piece of Leonardo (1988), owned and original. */
const ALL_PIECES = [
  ['Katana (2)', 1], ['Katana (2)', 2], ['Turtle fist dagger (2)', 1], ['Turtle fist dagger (2)', 2], ['Ninja star (2)', 1], ['Ninja star (2)', 2], ['Kama', 1], ['Weapon rack', 1],
].map(([accessory, number]) => ({ accessory, number, origin: 'original' }));

const dialog = (page: Page) => page.getByRole('dialog').first();
const section = (page: Page, name: string) => dialog(page).getByRole('region', { name });

test('one katana marked a reproduction moves the copy from the complete price to the loose price, saying why', async ({ page, api, server }) => {
  const leo = await api.figure('Leonardo', 1988);
  await seedSales(server.dataDir, leo.id, SALES);
  const copy = await api.addCopy({ figure_id: leo.id, condition: 'Good', packaging_type: 'Loose', purchase_price: 30 });
  await api.json('PATCH', `/inventory/${copy.id}`, { accessory_pieces: ALL_PIECES });

  await page.goto(`/collection/${copy.id}`);
  const value = section(page, 'Market Value');
  await expect(value.getByTestId('market-value')).toHaveText('$64.00');
  await expect(value.getByTestId('value-basis')).toHaveText('Based on loose complete average of 3 sold, last 90 days');
  const details = section(page, 'Figure Details');
  await expect(details.getByTestId('accessory-summary')).toHaveText('8/8 pieces (100%)');
  await expect(details.getByTestId('completeness-status')).toHaveText('Complete (from this checklist)');
  // The copy's price is marked among the loose tier's complete sales.
  const loose = section(page, 'Market Pricing').getByRole('group', { name: 'Loose' });
  await expect(loose.getByTestId('loose-complete')).toContainText('CompleteYour copy$64.00');
  await expect(loose.getByTestId('loose-incomplete')).toContainText('Figure only$27.00');

  await details.getByRole('combobox', { name: 'Katana 2 of 2: where it came from' }).selectOption('reproduction');
  await expect(value.getByTestId('market-value')).toHaveText('$44.63');
  await expect(value.getByTestId('value-basis')).toHaveText('Based on loose average of 8 sold, last 90 days');
  await expect(value.getByTestId('value-note')).toHaveText('Complete with 1 reproduction piece: valued on all loose sales, not complete ones.');
  await expect(details.getByTestId('completeness-status')).toHaveText('Complete with 1 reproduction piece (from this checklist)');
  await expect(section(page, 'Collector Information')).toContainText('Complete with 1 reproduction piece (from the accessory checklist)');
  await expect(loose.getByText('Your copy')).toHaveCount(1);
  await expect(loose.getByTestId('loose-complete')).not.toContainText('Your copy');
  await expect.poll(async () => (await api.json<{ accessory_pieces: { origin: string }[] }>('GET', `/inventory/${copy.id}`)).accessory_pieces[1].origin).toBe('reproduction');
  await expectAccessible(page);

  // A missing katana: figure-only or incomplete sales.
  await details.getByLabel('Katana 1 of 2', { exact: true }).uncheck();
  await expect(value.getByTestId('market-value')).toHaveText('$27.00');
  await expect(details.getByTestId('completeness-status')).toHaveText('Missing Accessories with 1 reproduction piece (from this checklist)');
});

test("a reissue's release shows on its page and is valued on reissue sales only; the figure page shows every tier", async ({ page, api, server }) => {
  const leo = await api.figure('Leonardo', 1988);
  await seedSales(server.dataDir, leo.id, SALES);
  const reissue = await api.json<{ id: number }>('POST', '/inventory', { figure_id: leo.id, condition: 'Mint', packaging_type: 'Sealed MOC', release: 'reissue', reissue: 'anniversary_2009' });

  await page.goto(`/inventory/${reissue.id}`);
  await expect(page.getByTestId('release')).toHaveText('Reissue (2009 25th anniversary)');
  await expect(page.getByTestId('estimated-value')).toHaveText('$20.00');
  await expect(page.getByTestId('value-basis')).toHaveText('reissue average of 3 sold, last 90 days');

  // Changed to a bootleg on the item page: what was paid (nothing), saying why.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Release', { exact: true }).selectOption('bootleg');
  await expect(page.getByText("Valued at what you paid, never on an original's sales.")).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('release')).toHaveText('Bootleg (knock-off)');
  await expect(page.getByTestId('estimated-value')).toHaveText('No value yet');
  await expect(page.getByTestId('value-basis')).toHaveText("no purchase price: a bootleg (knock-off) is never valued on an original's sales");

  await page.goto(`/figures/${leo.id}`);
  const prices = page.getByRole('region', { name: 'Market Prices' }).getByRole('group', { name: 'Prices by packaging' });
  await expect(prices.getByRole('group', { name: 'Loose' }).getByTestId('tier-average')).toHaveText('$44.63');
  await expect(prices.getByRole('group', { name: 'Loose' }).getByTestId('loose-complete')).toContainText('$64.003 sold, last 90 days');
  await expect(prices.getByRole('group', { name: 'Loose' }).getByTestId('loose-incomplete')).toContainText('$27.003 sold, last 90 days');
  await expect(prices.getByRole('group', { name: 'Reissue' }).getByTestId('reissue-average')).toHaveText('$20.00');
  // The reissues are in neither vintage tier.
  await expect(prices.getByRole('group', { name: 'Carded' })).toContainText('No sales yet');
  // The catalogue's variants and reissues, each with its sources.
  const variants = page.getByRole('region', { name: 'Known variants' }).getByTestId('figure-variant');
  await expect(variants).toHaveText([/^Soft head.*Action Figure Resource/, /^Hard head/, /^Fan Club formCarded only/, /^10-backCarded only.*ToyzMag/]);
  await expect(page.getByRole('region', { name: 'Reissues' }).getByTestId('figure-reissue')).toHaveText([/^1989-1998 repack.*Tortuepedia/, /^2009 25th anniversary/, /^2019 and later.*\/Film/]);
  await expectAccessible(page);
});
