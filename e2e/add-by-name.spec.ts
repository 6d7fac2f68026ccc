import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

// A valid UPC-A the catalogue does not carry until a test links it.
const LEO_UPC = '036000291452';

interface StoredItem {
  id: number;
  figure_id: number;
  name: string;
  condition: string;
  packaging_type: string | null;
  variant: string | null;
}

const inventory = (api: Api) => api.json<StoredItem[]>('GET', '/inventory');
const upcField = (page: Page) => page.getByRole('textbox', { name: 'Enter UPC Code' });
const addByName = (page: Page) => page.getByRole('dialog', { name: 'Add by name' });

/** No part of the page is wider than the screen (nothing to scroll sideways to). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('add a loose figure by name on a phone-sized page', async ({ page, api }) => {
    await page.goto('/collection');
    await page.getByRole('button', { name: 'Add by name' }).tap();
    const dialog = addByName(page);
    const search = dialog.getByRole('searchbox', { name: 'Figure name' });
    await expect(search).toBeFocused();
    await search.fill('leo 1988');

    // Ranked best first: Leonardo of 1988 leads, with its picture (or the placeholder), year and series.
    const results = dialog.getByRole('list', { name: 'Matching figures' }).getByRole('button');
    await expect(results.first()).toContainText('Leonardo');
    await expect(results.first()).toContainText('1988 · Original Series');
    await expect(results.first().getByRole('img')).toBeVisible();
    const row = await results.first().boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(48);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await results.first().tap();

    await expect(dialog.getByTestId('add-by-name-figure')).toHaveText('Leonardo');
    await dialog.getByLabel('Condition').selectOption('Near Mint');
    await dialog.getByRole('radio', { name: /Loose/ }).tap();
    await dialog.getByLabel('Variant (optional)').fill('soft head');
    // What it cost, optional: the price and its shipping, added up as typed.
    await dialog.getByText('What it cost (optional)').tap();
    await dialog.getByLabel('Purchase Price').fill('40');
    await dialog.getByLabel('Shipping Paid').fill('12.50');
    await expect(dialog.getByText('Cost in all: $52.50')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add to collection' }).tap();

    // Added, and ready for the next one: the search box is empty and has the focus again.
    const added = dialog.getByTestId('add-by-name-success');
    await expect(added).toContainText('Added Leonardo (1988) as');
    await expect(added).toContainText('Near Mint');
    await expect(added).toContainText('Loose');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    const items = await inventory(api);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Leonardo', condition: 'Near Mint', packaging_type: 'Loose', variant: 'soft head', purchase_price: 40, purchase_shipping: 12.5, cost: 52.5 });
    await expect(added.getByRole('link', { name: 'View the copy' })).toHaveAttribute('href', `/inventory/${items[0].id}`);

    // The copy is in the collection behind the dialog, with its packaging.
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByTestId('item-count')).toHaveText('1 item');
    await page.getByRole('link', { name: /Leonardo/ }).first().tap();
    const info = page.getByRole('dialog').first().getByRole('region', { name: 'Collector Information' });
    await expect(info).toContainText('Packaging Type');
    await expect(info).toContainText('Loose');
    await expect(info).toContainText('Near Mint');
  });

  test('michaelangelo, michelangelo, star trek, movie 3 and shogun each find their figures', async ({ page }) => {
    await page.goto('/scan');
    await page.getByRole('button', { name: 'Add by name' }).tap();
    const dialog = addByName(page);
    const search = dialog.getByRole('searchbox', { name: 'Figure name' });
    const results = dialog.getByRole('list', { name: 'Matching figures' }).getByRole('button');
    for (const spelling of ['michaelangelo', 'michelangelo']) {
      await search.fill(spelling);
      await expect(results.first().getByText('Michaelangelo', { exact: true })).toBeVisible();
      await expect(results.first()).toContainText('1988 · Original Series');
    }
    await search.fill('star trek');
    // Four figures (each row also offers "Want" beside it).
    await expect(dialog.getByRole('list', { name: 'Matching figures' }).getByRole('listitem')).toHaveCount(4);
    await expect(results.first()).toContainText('Star Trek');
    await search.fill('movie 3');
    await expect(results.first()).toContainText('Movie III');
    await search.fill('shogun');
    await expect(results.first()).toContainText('Shogun');

    // Nothing found: the figure can be added, with the typed text filled in.
    await search.fill('zorblax');
    await expect(dialog.getByText('No figures match “zorblax”.')).toBeVisible();
    await dialog.getByRole('button', { name: "Add a figure that isn't listed" }).tap();
    const newFigure = page.getByRole('dialog', { name: "Add a figure that isn't listed" });
    await expect(newFigure.getByLabel('Name', { exact: true })).toHaveValue('zorblax');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});

test('letters typed into the UPC box are offered add by name, never looked up or linked as a code', async ({ page, api }) => {
  const lookups: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/figures/lookup') && lookups.push(request.postData() ?? ''));
  await page.goto('/scan');
  await expect(upcField(page)).toBeFocused();
  await page.keyboard.type('RAYFILLET\n');

  const offer = page.getByRole('status').filter({ hasText: 'looks like a name' });
  await expect(offer).toContainText('“RAYFILLET” looks like a name, not a barcode.');
  await expect(page.getByTestId('scan-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link this code to a figure' })).toHaveCount(0);
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Add “RAYFILLET” by name' }).click();

  // What was typed is searched for as a name: the figure the collector meant is found; Enter takes the best match.
  const dialog = addByName(page);
  const search = dialog.getByRole('searchbox', { name: 'Figure name' });
  await expect(search).toHaveValue('RAYFILLET');
  await expect(dialog.getByRole('list', { name: 'Matching figures' }).getByRole('button').first()).toContainText('Ray Fillet');
  await search.press('Enter');
  await expect(dialog.getByTestId('add-by-name-figure')).toHaveText('Ray Fillet');
  await dialog.getByRole('radio', { name: /Carded/ }).check();
  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await expect(dialog.getByTestId('add-by-name-success')).toContainText('Carded');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The scan page counts and logs it like a scanned copy.
  await expect(page.getByText('1 scanned')).toBeVisible();
  await expect(page.getByTestId('scan-log').getByRole('link', { name: 'Ray Fillet' })).toBeVisible();
  await expect(upcField(page)).toBeFocused();
  expect(lookups).toEqual([]);
  expect((await inventory(api)).map((i) => [i.name, i.packaging_type])).toEqual([['Ray Fillet', 'Sealed MOC']]);
  expect((await api.figure('Ray Fillet')).upcs).toEqual([]);
});

test('the scan asks packaging once, remembers it, and every scanned copy gets it, at scanner speed', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.linkUpc(leo.id, LEO_UPC);
  await page.goto('/scan');
  const question = page.getByRole('group', { name: /Carded or loose\?/ });
  await expect(question).toBeVisible();
  await expect(page.getByLabel('Packaging', { exact: true })).toHaveValue('');
  await expectAccessible(page);
  await question.getByRole('radio', { name: /Loose/ }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel('Packaging', { exact: true })).toHaveValue('Loose');
  await expect(upcField(page)).toBeFocused();

  // Remembered: a reload does not ask again.
  await page.reload();
  await expect(page.getByLabel('Packaging', { exact: true })).toHaveValue('Loose');
  await expect(page.getByRole('group', { name: /Carded or loose\?/ })).toHaveCount(0);
  await expect(upcField(page)).toBeFocused();
  await page.keyboard.type(`${LEO_UPC}\n${LEO_UPC}\n`, { delay: 5 });
  await expect(page.getByText('2 scanned')).toBeVisible();
  await expect(page.getByTestId('scan-success')).toContainText('Loose');

  // Changed by the select, which hands the focus back to the field when picked with the mouse.
  await page.getByLabel('Packaging', { exact: true }).selectOption('Sealed MOC');
  await upcField(page).focus();
  await page.keyboard.type(`${LEO_UPC}\n`);
  await expect(page.getByText('3 scanned')).toBeVisible();
  expect((await inventory(api)).map((i) => i.packaging_type).sort()).toEqual(['Loose', 'Loose', 'Sealed MOC']);
  expect(await page.evaluate(() => localStorage.getItem('scan-packaging'))).toBe('Sealed MOC');
});

test('a packaging chosen while adding by name is the scan page’s next choice too', async ({ page }) => {
  await page.goto('/scan');
  await expect(page.getByLabel('Packaging', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Add by name' }).click();
  const dialog = addByName(page);
  await dialog.getByRole('searchbox', { name: 'Figure name' }).fill('shredder 1988');
  await dialog.getByRole('list', { name: 'Matching figures' }).getByRole('button').first().click();
  await dialog.getByRole('radio', { name: /Carded/ }).click();
  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await expect(dialog.getByTestId('add-by-name-success')).toContainText('Carded');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Packaging', { exact: true })).toHaveValue('Sealed MOC');
  await expect(page.getByRole('group', { name: /Carded or loose\?/ })).toHaveCount(0);
});
