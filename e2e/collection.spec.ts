import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

const rows = (page: Page) => page.getByRole('list', { name: 'Collection items' }).getByRole('listitem');
const count = (page: Page) => page.getByTestId('item-count');

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
  await page.reload();
}

/** Five copies over two series and two years; Leonardo twice. */
async function seedCollection(api: Api) {
  const leo = await api.figure('Leonardo', 1988);
  const shredder = await api.figure('Shredder', 1988);
  const splinter = await api.figure('Splinter', 1988);
  const ace = await api.figure('Ace Duck', 1989);
  const baxter = await api.figure('Baxter Stockman', 1989);
  await api.linkUpc(baxter.id, '092943040014');
  const ids = {
    leoMint: (await api.addCopy({ figure_id: leo.id, condition: 'Mint', purchase_price: 25, notes: 'Soft head variant' })).id,
    shredder: (await api.addCopy({ figure_id: shredder.id, condition: 'Poor', purchase_price: 10.5 })).id,
    splinter: (await api.addCopy({ figure_id: splinter.id, condition: 'Good', notes: 'Bought at the flea market' })).id,
    ace: (await api.addCopy({ figure_id: ace.id, condition: 'Near Mint', purchase_price: 40 })).id,
    baxter: (await api.addCopy({ figure_id: baxter.id, condition: 'Fair' })).id,
    leoGood: (await api.addCopy({ figure_id: leo.id, condition: 'Good' })).id,
  };
  return { leo, shredder, splinter, ace, baxter, ids };
}

test('an empty collection says so and leads to the scanner', async ({ page }) => {
  await page.goto('/collection');
  await expect(page.getByRole('heading', { name: 'My Collection' })).toBeVisible();
  await expect(count(page)).toHaveText('0 items');
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expect(page.getByText('Start by adding figures to your collection')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters')).toHaveCount(0);
  await expectAccessible(page);
  await setDark(page, true);
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add Your First Figure' }).click();
  await expect(page).toHaveURL(/\/scan$/);
});

test('the list shows every copy with its facts, and ×N on figures owned more than once', async ({ page, api }) => {
  await seedCollection(api);
  await page.goto('/collection');
  await expect(count(page)).toHaveText('6 items');
  await expect(rows(page)).toHaveCount(6);

  const shredderRow = rows(page).filter({ hasText: 'Shredder' });
  await expect(shredderRow).toContainText('Original Series');
  await expect(shredderRow).toContainText('1988');
  await expect(shredderRow).toContainText('Poor');
  await expect(shredderRow).toContainText('$10.50');
  // Both Leonardo rows carry the badge, no other row does.
  await expect(rows(page).filter({ hasText: '×2' })).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Leonardo' })).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Leonardo' }).first()).toContainText('×2');
  await expect(shredderRow).not.toContainText('×');
  await expectAccessible(page);
  await setDark(page, true);
  await expect(rows(page)).toHaveCount(6);
  await expectAccessible(page);
});

test('filters narrow the list, live in the URL across a reload, and clear at once', async ({ page, api }) => {
  await seedCollection(api);
  await page.goto('/collection');
  await expect(rows(page)).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);

  // Search reaches name, series, notes and UPC.
  const search = page.getByLabel('Search');
  await search.fill('flea');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Splinter');
  await expect(count(page)).toHaveText('1 of 6 items');
  await search.fill('0929430400');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Baxter Stockman');
  await search.fill('LEONARDO');
  await expect(rows(page)).toHaveCount(2);
  await search.fill('');

  await page.getByLabel('Series').selectOption('1989 Series');
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Condition').selectOption('Fair');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Baxter Stockman');
  await expect(page).toHaveURL(/\/collection\?series=1989\+Series&condition=Fair$/);

  await page.reload();
  await expect(page.getByLabel('Series')).toHaveValue('1989 Series');
  await expect(page.getByLabel('Condition')).toHaveValue('Fair');
  await expect(rows(page)).toHaveCount(1);
  await expect(count(page)).toHaveText('1 of 6 items');

  await page.getByLabel('Condition').selectOption('');
  await page.getByLabel('Series').selectOption('');
  await page.getByLabel('Year').selectOption('1988');
  await expect(rows(page)).toHaveCount(4);
  await page.getByLabel('Search').fill('nothing like this');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  await expect(page.getByText('Start by adding figures to your collection')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(rows(page)).toHaveCount(6);
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByLabel('Year')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
});

test('the series and year selects offer what the collection holds', async ({ page, api }) => {
  await seedCollection(api);
  await page.goto('/collection');
  await expect(page.getByLabel('Series').locator('option')).toHaveText(['All series', '1989 Series', 'Original Series']);
  await expect(page.getByLabel('Year').locator('option')).toHaveText(['All years', '1988', '1989']);
  await expect(page.getByLabel('Condition').locator('option')).toHaveText(['All conditions', 'Mint', 'Near Mint', 'Good', 'Fair', 'Poor']);
});

test('the gallery shows cards, is remembered across a reload, and keeps the filters', async ({ page, api }) => {
  await seedCollection(api);
  await page.goto('/collection?year=1989');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Gallery' }).click();
  await expect(page.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(2);
  const card = rows(page).filter({ hasText: 'Ace Duck' });
  await expect(card).toContainText('1989 Series · 1989');
  await expect(card).toContainText('Near Mint');
  await expect(card).toContainText('$40.00');
  expect(await page.evaluate(() => localStorage.getItem('collection-view'))).toBe('gallery');
  await expectAccessible(page);

  await page.goto('/collection');
  await expect(page.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page).filter({ hasText: '×2' })).toHaveCount(2);
  await setDark(page, true);
  await expect(rows(page)).toHaveCount(6);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'List' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
});

test('hovering an item shows a preview card with its notes', async ({ page, api }) => {
  await seedCollection(api);
  await page.goto('/collection');
  const preview = page.getByTestId('item-preview');
  await rows(page).filter({ hasText: 'Splinter' }).getByRole('link').hover();
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Splinter');
  await expect(preview).toContainText('Original Series · 1988');
  await expect(preview).toContainText('Good');
  // Splinter has neither market data nor a purchase price.
  await expect(preview).toContainText('No value yet');
  await expect(preview).not.toContainText('$0.00');
  await expect(preview).toContainText('Bought at the flea market');
  await page.getByRole('heading', { name: 'My Collection' }).hover();
  await expect(preview).toHaveCount(0);
});

test('both exports download what is stored, with formula-like notes neutralised in the CSV', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const april = await api.figure("April O'Neil", 1988);
  const a = await api.addCopy({ figure_id: leo.id, condition: 'Mint', purchase_price: 25, notes: '=HYPERLINK("http://evil.example","click")' });
  const b = await api.addCopy({ figure_id: april.id, condition: 'Good', notes: 'Says "Cowabunga", twice\nsecond line' });
  const c = await api.addCopy({ figure_id: leo.id, condition: 'Poor', purchase_price: 3.1 });
  await page.goto('/collection');
  await expect(rows(page)).toHaveCount(3);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe(`tmnt-collection-${today}.csv`);
  expect(fs.readFileSync(await csvDownload.path(), 'utf8')).toBe(
    [
      'ID,Name,Year,Series,Condition,Purchase Price,Notes,Shipping Paid,Tax Paid,Fees Paid,Cost,Currency',
      `"${a.id}","Leonardo","1988","Original Series","Mint","25.00","'=HYPERLINK(""http://evil.example"",""click"")","","","","25.00","USD"`,
      `"${b.id}","April O'Neil","1988","Original Series","Good","","Says ""Cowabunga"", twice\nsecond line","","","","","USD"`,
      `"${c.id}","Leonardo","1988","Original Series","Poor","3.10","","","","","3.10","USD"`,
    ].join('\r\n'),
  );

  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  expect(jsonDownload.suggestedFilename()).toBe(`tmnt-collection-${today}.json`);
  const json = fs.readFileSync(await jsonDownload.path(), 'utf8');
  // The full export (docs/decisions/014): pretty-printed, every field of every copy, in the order they were added.
  const doc = JSON.parse(json);
  expect(json).toBe(JSON.stringify(doc, null, 2));
  expect(doc).toMatchObject({ format: 'tmnt-collection', version: 1, own_sales: [], linked_upcs: [] });
  expect(doc.copies).toMatchObject([
    { figure: { id: leo.id, name: 'Leonardo', year: 1988, series: 'Original Series' }, condition: 'Mint', purchase_price: 25, notes: '=HYPERLINK("http://evil.example","click")', grade: null, grade_history: [] },
    { figure: { id: april.id, name: "April O'Neil" }, condition: 'Good', purchase_price: null, notes: 'Says "Cowabunga", twice\nsecond line' },
    { figure: { id: leo.id }, condition: 'Poor', purchase_price: 3.1, notes: null, box_condition: null, owned_accessories: [] },
  ]);
});

test('Export JSON then Import brings a wiped collection back, and importing again adds nothing', async ({ page, api }) => {
  const { ids, baxter } = await seedCollection(api);
  await page.goto('/collection');
  await expect(rows(page)).toHaveCount(6);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  const file = await download.path();

  for (const id of Object.values(ids)) await api.json('DELETE', `/inventory/${id}`);
  await api.json('DELETE', `/figures/${baxter.id}/upcs/092943040014`);
  await page.reload();
  await expect(count(page)).toHaveText('0 items');

  const chooser = page.getByLabel('Collection file to import (made by Export JSON)');
  await chooser.setInputFiles(file);
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toContainText('Imported 6 copies, skipped 0 copies already there, 0 own sales and 1 linked code added.');
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page).filter({ hasText: 'Splinter' })).toContainText('Good');
  await expectAccessible(page);

  await chooser.setInputFiles(file);
  await expect(result).toContainText('Imported 0 copies, skipped 6 copies already there, 0 own sales and 0 linked codes added.');
  await expect(rows(page)).toHaveCount(6);

  await chooser.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
  await expect(result.getByRole('alert')).toContainText('Import failed: format must be "tmnt-collection"');

  // A file whose copy names an outside address as a grading photo is refused whole, the row to correct named.
  const tampered = JSON.parse(fs.readFileSync(file, 'utf8'));
  tampered.copies[0].grade = { overall: 80, date: null, details: null, grading_photos: ['https://tracker.example/pixel.gif'] };
  await chooser.setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tampered)) });
  await expect(result.getByRole('alert')).toContainText('Import failed: Nothing was imported: 1 row of the file is not valid.');
  await expect(result.getByRole('list', { name: 'Rows to correct' })).toContainText('Copy 1: ');
  await expect(result.getByRole('list', { name: 'Rows to correct' })).toContainText('Grading photos must be addresses of photos stored in this app');
  await expect(rows(page)).toHaveCount(6);
  await setDark(page, true);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
});

test('an empty collection exports just the CSV header, and a failed export is only logged', async ({ page }) => {
  await page.goto('/collection');
  await expect(count(page)).toHaveText('0 items');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe('ID,Name,Year,Series,Condition,Purchase Price,Notes,Shipping Paid,Tax Paid,Fees Paid,Cost,Currency');

  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/inventory/export/full', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"disk on fire"}' }));
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Export JSON' }).click();
  await expect.poll(() => errors.some((e) => e.includes('Export failed'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
  expect(downloaded).toBe(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
