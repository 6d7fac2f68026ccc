import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

// A valid UPC-A the catalogue does not know.
const UNKNOWN_UPC = '036000291452';

interface StoredFigure {
  id: number;
  name: string;
  series: string;
  year: number;
  character: string;
  upcs: string[];
  accessories: string[];
  description: string | null;
  source: 'catalogue' | 'collector';
}

interface StoredItem {
  id: number;
  figure_id: number;
  name: string;
}

const inventory = (api: Api) => api.json<StoredItem[]>('GET', '/inventory');
const figureNamed = async (api: Api, q: string, name: string) => (await api.json<StoredFigure[]>('GET', `/figures?q=${encodeURIComponent(q)}`)).find((f) => f.name === name);
const upcField = (page: Page) => page.getByRole('textbox', { name: 'Enter UPC Code' });
const newFigureDialog = (page: Page) => page.getByRole('dialog', { name: "Add a figure that isn't listed" });

test('add a missing figure from the link picker', async ({ page, api }) => {
  await page.goto('/scan');
  await expect(upcField(page)).toBeFocused();
  await page.keyboard.type(`${UNKNOWN_UPC}\n`);
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();
  const picker = page.getByRole('dialog', { name: `Link UPC ${UNKNOWN_UPC}` });
  await picker.getByRole('searchbox', { name: 'Search figures' }).fill('Zorblax 1994');
  await expect(picker.getByText('No figures match “Zorblax 1994”.')).toBeVisible();
  await picker.getByRole('button', { name: "Add a figure that isn't listed" }).click();

  // The typed text is filled in: the words as the name, the year as the year; what is missing is said by its field.
  const dialog = newFigureDialog(page);
  await expect(dialog).toContainText(`${UNKNOWN_UPC} is then linked to it`);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Zorblax');
  await expect(dialog.getByLabel('Year', { exact: true })).toHaveValue('1994');
  await expect(dialog.getByLabel('Series', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Add figure and link the code' }).click();
  await expect(dialog.getByLabel('Series', { exact: true })).toHaveAccessibleDescription('Series is required');
  await expectAccessible(page);
  await dialog.getByLabel('Series', { exact: true }).fill('Space Mutants');
  await dialog.getByLabel('Character (optional)').fill('Leonardo');
  await dialog.getByLabel('Accessories (optional)').fill('Katana, Shell armour');
  await dialog.getByRole('button', { name: 'Add figure and link the code' }).click();

  // Linked as choosing an existing figure does: the copy is added, and the next scan of the code finds the figure.
  await expect(dialog).toBeHidden();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('scan-success')).toContainText('Zorblax');
  const own = await figureNamed(api, 'zorblax', 'Zorblax');
  expect(own).toMatchObject({ year: 1994, series: 'Space Mutants', character: 'Leonardo', accessories: ['Katana', 'Shell armour'], source: 'collector', upcs: [UNKNOWN_UPC] });
  await expect(upcField(page)).toBeFocused();
  await page.keyboard.type(`${UNKNOWN_UPC}\n`);
  await expect(page.getByText('2 scanned')).toBeVisible();
  expect((await inventory(api)).map((i) => i.figure_id)).toEqual([own!.id, own!.id]);

  // Its page says it is the collector's own, and it is edited there.
  await page.goto(`/figures/${own!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zorblax' })).toBeVisible();
  await expect(page.getByText('Your own figure')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Barcodes' })).toContainText(UNKNOWN_UPC);
  await page.getByRole('button', { name: 'Edit figure' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Zorblax' });
  await edit.getByLabel('Name', { exact: true }).fill('Zorblax the Great');
  await edit.getByLabel('Description (optional)').fill('Samurai armour, 1994 sub-line');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Zorblax the Great' })).toBeVisible();
  await expect(page.getByText('Samurai armour, 1994 sub-line')).toBeVisible();
  expect(await api.json<StoredFigure>('GET', `/figures/${own!.id}`)).toMatchObject({ name: 'Zorblax the Great', description: 'Samurai armour, 1994 sub-line' });

  // Copies use it: deleting says so and changes nothing.
  await page.getByRole('button', { name: 'Delete figure' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Zorblax the Great?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText('cannot be deleted: 2 copies use it');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await inventory(api)).length).toBe(2);

  // Merged into the catalogue's Leonardo: the copies and the code move there, and its page is shown.
  const leo = await api.figure('Leonardo', 1988);
  await page.getByRole('button', { name: 'Merge into…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge Zorblax the Great into…' });
  await merge.getByRole('searchbox', { name: 'Search figures' }).fill('leo 1988');
  await merge.getByRole('list', { name: 'Matching figures' }).getByRole('button').first().click();
  await expect(merge).toContainText('Merge Zorblax the Great into Leonardo (1988, Original Series)? 2 copies, 1 code, its sales and its picture move to Leonardo');
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(page).toHaveURL(new RegExp(`/figures/${leo.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
  await expect(page.getByText('Your own figure')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete figure' })).toHaveCount(0);
  expect((await inventory(api)).map((i) => i.figure_id)).toEqual([leo.id, leo.id]);
  expect((await api.figure('Leonardo', 1988)).upcs).toEqual([UNKNOWN_UPC]);
});

test('a collector figure no copy uses is deleted; a name and year that exist offer the existing figure', async ({ page, api }) => {
  const unused = await api.json<StoredFigure>('POST', '/figures', { name: 'Sewer Surfer Test', year: 1993, series: 'Sewer Heroes' });
  await page.goto(`/figures/${unused.id}`);
  await page.getByRole('button', { name: 'Delete figure' }).click();
  await page.getByRole('dialog', { name: 'Delete Sewer Surfer Test?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  expect(await figureNamed(api, 'sewer surfer', 'Sewer Surfer Test')).toBeUndefined();

  // From add by name: a figure that is in the catalogue already is offered instead of a duplicate.
  await page.getByRole('button', { name: 'Add by name' }).click();
  const addByName = page.getByRole('dialog', { name: 'Add by name' });
  await addByName.getByRole('searchbox', { name: 'Figure name' }).fill('zzleonardo');
  await addByName.getByRole('button', { name: "Add a figure that isn't listed" }).click();
  const dialog = newFigureDialog(page);
  await dialog.getByLabel('Name', { exact: true }).fill('leonardo');
  await dialog.getByLabel('Year', { exact: true }).fill('1988');
  await dialog.getByLabel('Series', { exact: true }).fill('Mine');
  await dialog.getByRole('button', { name: 'Add figure and continue' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Leonardo (1988, Original Series) is already in the catalogue');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Use this figure' }).click();
  await expect(dialog).toBeHidden();
  await expect(addByName.getByTestId('add-by-name-figure')).toHaveText('Leonardo');
  expect(await figureNamed(api, 'leonardo', 'leonardo')).toBeUndefined();

  // A catalogue figure is corrected, never deleted or merged.
  const leo = await api.figure('Leonardo', 1988);
  await page.goto(`/figures/${leo.id}`);
  await expect(page.getByRole('button', { name: 'Edit figure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete figure' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Merge into…' })).toHaveCount(0);
});
