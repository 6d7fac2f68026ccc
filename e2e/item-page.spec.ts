import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';
import { seedGrade, storePhotos } from './support/db.ts';

// New York is west of Greenwich: a YYYY-MM-DD date read as UTC would show as the day before.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

interface StoredItem {
  condition: string;
  purchase_price: number | null;
  purchase_date: string | null;
  notes: string | null;
}

/** Light, then dark, then back to light: the page must pass axe in both themes. The class is what the toggle sets. */
async function expectAccessibleInBothThemes(page: Page) {
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function leonardoCopy(api: Api) {
  const leo = await api.figure('Leonardo', 1988);
  const linked = await api.linkUpc(leo.id, '036000291452');
  const item = await api.addCopy({
    figure_id: leo.id,
    condition: 'Near Mint',
    purchase_price: 24.99,
    purchase_date: '2024-03-05',
    notes: 'Bought at a flea market\nSoft head, weapon rack missing',
  });
  return { figure: linked, item };
}

const facts = (page: Page) => page.getByRole('main').locator('dl');
const fact = (page: Page, label: string) => facts(page).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test('the item page shows every recorded field, keeps line breaks in notes, and links to its figure', async ({ page, api }) => {
  const { figure, item } = await leonardoCopy(api);
  await page.goto(`/inventory/${item.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
  await expect(page.getByText('Original Series · 1988')).toBeVisible();
  const badge = fact(page, 'Condition').getByText('Near Mint');
  await expect(badge).toHaveClass(/bg-blue-100/);
  await expect(fact(page, 'Purchase Price')).toHaveText('$24.99');
  await expect(fact(page, 'Purchase Date')).toHaveText('3/5/2024');
  await expect(fact(page, 'UPC')).toHaveText(figure.upc!);
  const today = new Date().toLocaleDateString('en-US', { timeZone: 'America/New_York' });
  await expect(fact(page, 'Added')).toHaveText(today);
  const notes = fact(page, 'Notes').locator('p');
  await expect(notes).toHaveCSS('white-space', 'pre-line');
  expect(await notes.innerText()).toBe('Bought at a flea market\nSoft head, weapon rack missing');
  await expect(fact(page, 'Description')).toContainText('First-wave 1988 Leonardo with blue mask');

  await expect(page.getByRole('button', { name: 'AI Grade' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  // Not graded: neither grading card is shown.
  await expect(page.getByRole('heading', { name: 'Grading Photos' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'AI Grading Report' })).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  await page.getByRole('link', { name: 'View Figure Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/figures/${figure.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test('a copy without price, date or notes shows only what is set', async ({ page, api }) => {
  const splinter = await api.figure('Splinter', 1988);
  const item = await api.addCopy({ figure_id: splinter.id, condition: 'Poor' });
  await page.goto(`/inventory/${item.id}`);
  await expect(fact(page, 'Condition').getByText('Poor')).toHaveClass(/bg-red-100/);
  await expect(fact(page, 'UPC')).toHaveText('Not recorded');
  for (const label of ['Purchase Price', 'Purchase Date', 'Notes']) await expect(facts(page).getByText(label, { exact: true })).toHaveCount(0);
});

test('Edit copies the current values, Save stores them and clears emptied fields to null', async ({ page, api }) => {
  const { item } = await leonardoCopy(api);
  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();

  const form = page.getByRole('form', { name: 'Edit item' });
  const condition = form.getByLabel('Condition');
  const price = form.getByLabel('Purchase Price');
  const date = form.getByLabel('Purchase Date');
  const notes = form.getByLabel('Notes');
  await expect(condition).toHaveValue('Near Mint');
  await expect(price).toHaveValue('24.99');
  await expect(price).toHaveAttribute('step', '0.01');
  await expect(price).toHaveAttribute('placeholder', '0.00');
  await expect(date).toHaveValue('2024-03-05');
  await expect(notes).toHaveValue('Bought at a flea market\nSoft head, weapon rack missing');
  await expect(notes).toHaveAttribute('rows', '4');
  await expect(notes).toHaveAttribute('placeholder', 'Add any notes about this item...');
  // The view-mode actions are hidden while editing.
  for (const name of ['AI Grade', 'Edit', 'Delete']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  await condition.selectOption('Mint');
  await price.fill('');
  await date.fill('2023-12-24');
  await notes.fill('   ');
  // Hold the answer back a moment so the pending state can be seen.
  await page.route(`**/api/inventory/${item.id}`, async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.method() === 'PATCH');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect((await sent).postDataJSON()).toEqual({
    condition: 'Mint', purchase_price: null, purchase_shipping: null, purchase_tax: null, purchase_fees: null, purchase_date: '2023-12-24', notes: null,
  });

  await expect(form).toHaveCount(0);
  await expect(fact(page, 'Condition').getByText('Mint', { exact: true })).toHaveClass(/bg-green-100/);
  await expect(fact(page, 'Purchase Date')).toHaveText('12/24/2023');
  await expect(facts(page).getByText('Purchase Price', { exact: true })).toHaveCount(0);
  await expect(facts(page).getByText('Notes', { exact: true })).toHaveCount(0);
  const stored = await api.json<StoredItem>('GET', `/inventory/${item.id}`);
  expect(stored).toMatchObject({ condition: 'Mint', purchase_price: null, purchase_date: '2023-12-24', notes: null });

  // Setting a price again stores it as a number.
  await page.getByRole('button', { name: 'Edit' }).click();
  await price.fill('30.5');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(fact(page, 'Purchase Price')).toHaveText('$30.50');
  expect((await api.json<StoredItem>('GET', `/inventory/${item.id}`)).purchase_price).toBe(30.5);
});

test('bad values cannot be saved through the form, each saying why beside its field', async ({ page, api }) => {
  const { item } = await leonardoCopy(api);
  const before = await api.json<StoredItem>('GET', `/inventory/${item.id}`);
  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit item' });
  const price = form.getByLabel('Purchase Price');
  const date = form.getByLabel('Purchase Date');
  const patches: string[] = [];
  page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));

  for (const [bad, message] of [['-5', 'Purchase price must be 0 or more'], ['12.345', 'Purchase price can have at most 2 decimal places']]) {
    await price.fill(bad);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(price).toHaveAccessibleDescription(message);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
  }
  // Letters never reach a number input.
  await price.fill('');
  await price.pressSequentially('abc');
  await expect(price).toHaveValue('');
  await price.fill('24.99');
  await expect(price).not.toHaveAttribute('aria-invalid');

  await date.fill('2999-01-01');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(date).toHaveAccessibleDescription('Purchase date cannot be in the future');
  await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(date).toHaveValue('2999-01-01');
  expect(patches).toEqual([]);
  expect(await api.json<StoredItem>('GET', `/inventory/${item.id}`)).toEqual(before);
  await expectAccessible(page);
});

test('Cancel leaves the item as it was and the next Edit starts from the stored values', async ({ page, api }) => {
  const { item } = await leonardoCopy(api);
  const before = await api.json<StoredItem>('GET', `/inventory/${item.id}`);
  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit item' });
  await form.getByLabel('Condition').selectOption('Fair');
  await form.getByLabel('Purchase Price').fill('99');
  await form.getByLabel('Notes').fill('changed my mind');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await expect(form).toHaveCount(0);
  await expect(fact(page, 'Condition')).toHaveText('Near Mint');
  await expect(fact(page, 'Purchase Price')).toHaveText('$24.99');
  expect(await fact(page, 'Notes').innerText()).toBe('Bought at a flea market\nSoft head, weapon rack missing');
  expect(await api.json<StoredItem>('GET', `/inventory/${item.id}`)).toEqual(before);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Condition')).toHaveValue('Near Mint');
  await expect(form.getByLabel('Purchase Price')).toHaveValue('24.99');
  await expect(form.getByLabel('Notes')).toHaveValue('Bought at a flea market\nSoft head, weapon rack missing');
});

test('Delete asks first; Cancel keeps the item, confirming removes it and goes to the collection', async ({ page, api }) => {
  const { item } = await leonardoCopy(api);
  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete item' });
  await expect(dialog).toContainText('Are you sure you want to delete this item from your collection?');
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await api.json<{ id: number }>('GET', `/inventory/${item.id}`)).id).toBe(item.id);

  // Escape closes it too, without deleting.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  const res = await fetch(`${api.url}/api/inventory/${item.id}`);
  expect(res.status).toBe(404);
});

test('an unknown or non-numeric id shows Item not found with the way back', async ({ page }) => {
  for (const id of ['99999', 'abc']) {
    await page.goto(`/inventory/${id}`);
    await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  }
  await expectAccessibleInBothThemes(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to Collection' }).last().click();
  await expect(page).toHaveURL(/\/collection$/);
});

test('a graded item shows its grading photos and the AI grading report', async ({ page, api, server }) => {
  const { item } = await leonardoCopy(api);
  const photos = await storePhotos(server.dataDir, ['#00aa00', '#aa0000']);
  await seedGrade(server.dataDir, item.id, {
    overall: 82,
    date: '2024-06-15T16:00:00.000Z',
    photos,
    details: {
      letterGrade: 'B+',
      confidence: 87,
      summary: 'Clean figure with light wear on the shell.',
      itemIdentification: { characterName: 'Leonardo', itemState: 'Loose', rarityLevel: 'Common' },
      criticalDefects: ['Paint rub on the left knee', 'Loose right shoulder joint'],
      fullBreakdown: {
        paintCondition: { score: 78, details: 'Minor rubs on high points.', notes: ['Mask paint is crisp'], issues: ['Knee rub'], missingItems: [] },
        completeness: { score: null, details: 'Accessories not shown.', missingItems: ['Weapon rack'] },
      },
      specificObservations: ['Soft head variant'],
      recommendations: ['Store away from sunlight'],
    },
  });
  await page.goto(`/inventory/${item.id}`);

  await expect(page.getByRole('heading', { name: 'Grading Photos' })).toBeVisible();
  const photoLinks = page.getByRole('link', { name: /Open grading photo \d full size/ });
  await expect(photoLinks).toHaveCount(2);
  await expect(photoLinks.nth(0)).toHaveAttribute('target', '_blank');
  await expect(photoLinks.nth(1)).toHaveAttribute('href', photos[1]);
  await expect(page.getByText('2 photos used for grading')).toBeVisible();

  const report = page.getByRole('region', { name: 'AI Grading Report' });
  await expect(report).toContainText('Graded 6/15/2024');
  await expect(report).toContainText('B+');
  await expect(report).toContainText('82/100');
  await expect(report).toContainText('87%');
  await expect(report).toContainText('Clean figure with light wear on the shell.');
  const defects = report.locator('ol').filter({ hasText: 'Paint rub' }).getByRole('listitem');
  await expect(defects).toHaveText(['Paint rub on the left knee', 'Loose right shoulder joint']);
  const paint = report.getByRole('listitem').filter({ hasText: 'Paint Condition' });
  await expect(paint).toContainText('78/100');
  await expect(paint).toContainText('Minor rubs on high points.');
  await expect(paint).toContainText('Knee rub');
  const completeness = report.getByRole('listitem').filter({ hasText: 'Accessories not shown.' });
  await expect(completeness).toContainText('N/A');
  await expect(completeness).toContainText('Weapon rack');
  await expect(report).toContainText('Store away from sunlight');
  await expectAccessibleInBothThemes(page);
});

test('an overall grade without its details shows no report', async ({ page, api, server }) => {
  const { item } = await leonardoCopy(api);
  await seedGrade(server.dataDir, item.id, { overall: 70, date: null, details: null, photos: [] });
  expect((await api.json<{ ai_grade_overall: number | null }>('GET', `/inventory/${item.id}`)).ai_grade_overall).toBe(70);
  await page.goto(`/inventory/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Grading Report' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Grading Photos' })).toHaveCount(0);
});

test('while the item loads the page says so', async ({ page, api }) => {
  const { item } = await leonardoCopy(api);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/inventory/${item.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/inventory/${item.id}`);
  await expect(page.getByRole('status')).toHaveText('Loading item details...');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Leonardo' })).toBeVisible();
});
