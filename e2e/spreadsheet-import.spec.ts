import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Issue 21 point 5: a collector's spreadsheet comes in through the Collection page.

/** As Excel saves "CSV" in many countries: a byte-order mark, semicolons, CRLF; a nickname, a name it cannot know. */
const SHEET = Buffer.from(
  `\uFEFF${[
    'Figure;Year;Condition;Carded/Loose;Price Paid;Date Bought;Tote',
    'Mikey;1988;Near Mint;MOC;$120.00;3/14/2019;Tote 1',
    'Leo;;Good;loose complete;$15;March 2019;Tote 2',
    'Mutant Chef Mikey;1990;Good;loose;12;2019-03-14;',
    'Shredder;1988;Good;loose;$5;;=HYPERLINK("http://evil.example/","x")',
  ].join('\r\n')}\r\n`,
);

const rows = (page: Page) => page.getByRole('list', { name: 'Collection items' }).getByRole('listitem');

async function chooseSheet(page: Page) {
  await page.getByRole('button', { name: 'Import a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a spreadsheet' });
  await dialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'my figures.csv', mimeType: 'text/csv', buffer: SHEET });
  return dialog;
}

test('a spreadsheet with a nickname, an ambiguous and an unknown line comes in, and importing it again adds nothing', async ({ page }) => {
  await page.goto('/collection');
  await expect(page.getByTestId('item-count')).toHaveText('0 items');
  const dialog = await chooseSheet(page);

  // The columns, each with the field the app suggests from its header.
  const columns = dialog.getByRole('list', { name: 'Columns of the sheet' });
  await expect(columns.getByRole('listitem')).toHaveCount(7);
  await expect(dialog.getByLabel('Figure', { exact: true })).toHaveValue('figure_name');
  await expect(dialog.getByLabel('Carded/Loose')).toHaveValue('packaging');
  await expect(dialog.getByLabel('Price Paid')).toHaveValue('purchase_price');
  await expect(dialog.getByLabel('Tote')).toHaveValue('storage_location');
  await expect(dialog).toContainText('my figures.csv: CSV, semicolons, 4 rows.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Next: check the lines' }).click();

  // One line ready (Mikey is Michaelangelo), two to settle, one refused for its formula cell.
  const summary = dialog.getByRole('list', { name: 'What the sheet holds' });
  await expect(summary).toContainText('1 line ready (1 copy)');
  await expect(summary).toContainText('2 lines to settle');
  await expect(summary).toContainText('1 line with a cell to correct in the sheet');
  await expect(dialog.getByRole('list', { name: 'Lines with cells to correct' })).toContainText('Line 5 · Shredder: Storage place "=HYPERLINK(');

  const leo = dialog.getByRole('group', { name: /“Leo”/ });
  await expect(leo).toContainText('Could be one of 8 figures');
  await leo.getByRole('radio', { name: /^Leonardo 1988/ }).check();
  const chef = dialog.getByRole('group', { name: /“Mutant Chef Mikey” \(1990\)/ });
  await expect(chef).toContainText('No figure of the catalogue has this name.');
  await chef.getByRole('radio', { name: "Add a figure that isn't listed" }).check();
  await expect(chef.getByLabel('Name')).toHaveValue('Mutant Chef Mikey');
  await expect(chef.getByLabel('Year')).toHaveValue('1990');
  // The series is the figure's rulebook's to ask for: left empty, the import is held back and says why.
  await dialog.getByRole('button', { name: 'Import 3 lines' }).click();
  await expect(chef.getByText('Series cannot be empty')).toBeVisible();
  await chef.getByLabel('Series').fill('My customs');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import 3 lines' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Added 3 copies from 3 lines; 1 line refused.');
  await expect(dialog).toContainText('Added as a figure of your own: Mutant Chef Mikey (1990, My customs).');
  await expect(dialog.getByRole('region', { name: 'Refused' })).toContainText('Line 5 · Shredder: Storage place "=HYPERLINK(');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Michaelangelo' })).toContainText('Near Mint');
  await expect(rows(page).filter({ hasText: 'Leonardo' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Mutant Chef Mikey' })).toBeVisible();

  // The same file again: every line it added is skipped unless the collector says otherwise.
  const again = await chooseSheet(page);
  await again.getByRole('button', { name: 'Next: check the lines' }).click();
  await expect(again.getByRole('list', { name: 'What the sheet holds' })).toContainText('3 lines imported before');
  await expect(again.getByRole('button', { name: 'Import 0 lines' })).toBeDisabled();
  await again.getByRole('checkbox', { name: /Import the 3 lines imported before again/ }).check();
  // The figure added the first time is found by its name now; "Leo" still needs the collector's answer.
  await expect(again.getByRole('group', { name: /Mutant Chef Mikey/ })).toHaveCount(0);
  await again.getByRole('group', { name: /“Leo”/ }).getByRole('radio', { name: /^Leonardo 1988/ }).check();
  await again.getByRole('button', { name: 'Import 3 lines' }).click();
  await expect(again.getByRole('status')).toHaveText('Added 3 copies from 3 lines; 1 line refused.');
  await again.getByRole('button', { name: 'Done' }).click();
  await expect(rows(page)).toHaveCount(6);
});

test('a file that is not a spreadsheet is refused with the reason, and another can be chosen', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Import a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a spreadsheet' });
  await dialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"tmnt-collection"}') });
  await expect(dialog.getByRole('alert')).toHaveText('"export.json" is JSON, not a spreadsheet: a file made by Export JSON goes back in with Import');
  await dialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'my figures.csv', mimeType: 'text/csv', buffer: SHEET });
  await expect(dialog.getByRole('list', { name: 'Columns of the sheet' })).toBeVisible();
});
