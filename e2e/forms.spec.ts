import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

// Forms that explain themselves: the inputs carry the domain's limits, a save is checked with the API's own schema
// before it is sent, and every error (the browser's or the server's) is shown beside its field, in view, in a
// collector's words; never a schema path such as body.purchase_price.

async function leonardoCopy(api: Api) {
  const leo = await api.figure('Leonardo', 1988);
  return api.addCopy({ figure_id: leo.id, condition: 'Good', purchase_price: 12, purchase_date: '2024-03-05', notes: 'Loose' });
}

/** The field's message: its accessible description, shown and in the viewport along with the field. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeInViewport();
  const shown = field.page().getByText(message, { exact: true });
  await expect(shown).toBeVisible();
  await expect(shown).toBeInViewport();
}

async function expectNoSchemaPaths(page: Page) {
  await expect(page.locator('body')).not.toContainText(/\b(body|query)\.\w/);
}

/** Today's date where the browser is, as a date input writes it. */
const browserToday = (page: Page, plusDays = 0) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, plusDays);

test('the API answers bad values with the field and the words the forms show', async ({ api, server }) => {
  const leo = await api.figure('Leonardo', 1988);
  const post = (body: object) => fetch(`${server.url}/api/inventory`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const cases: [object, string, string][] = [
    [{ purchase_price: -5 }, 'purchase_price', 'Purchase price must be 0 or more'],
    [{ purchase_date: '2999-01-01' }, 'purchase_date', 'Purchase date cannot be in the future'],
    [{ notes: 'n'.repeat(10_001) }, 'notes', 'Notes can be at most 10,000 characters'],
    [{ condition: 'Shiny' }, 'condition', 'Condition must be one of: Mint, Near Mint, Good, Fair, Poor'],
    [{ colour: 'green' }, 'colour', 'Unknown field "colour"'],
  ];
  for (const [change, field, error] of cases) {
    const res = await post({ figure_id: leo.id, condition: 'Good', ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error, field, errors: [{ field, error }] });
  }
});

test('a refused save in the dialog scrolls to its field and says why there', async ({ page, api }) => {
  const item = await leonardoCopy(api);
  // A short window: the Collector Information section starts below the fold of the dialog.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`/collection/${item.id}`);
  const dialog = page.getByRole('dialog').first();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const info = dialog.getByRole('region', { name: 'Collector Information' });
  const price = info.getByLabel('Purchase Price');
  await expect(price).toHaveAttribute('min', '0');
  await expect(price).toHaveAttribute('step', '0.01');
  await price.fill('-5');
  // Scroll the dialog back to its top, away from the field, as a collector reading the photos would be.
  await dialog.locator('.overflow-y-auto').evaluate((el) => el.scrollTo(0, 0));
  await expect(price).not.toBeInViewport();

  const patches: string[] = [];
  page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(price, 'Purchase price must be 0 or more');
  await expect(price).toBeFocused();
  await expectNoSchemaPaths(page);
  expect(patches).toEqual([]);
  await expectAccessible(page);

  // Fixed, it saves.
  await price.fill('15');
  await expect(price).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect((await api.json<{ purchase_price: number }>('GET', `/inventory/${item.id}`)).purchase_price).toBe(15);
});

test("the server's refusal is shown beside the field it names", async ({ page, api }) => {
  const item = await leonardoCopy(api);
  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit item' });
  // As an out-of-date page would: the form's values pass its own check, and a future date reaches the server.
  await page.route(`**/api/inventory/${item.id}`, (route) =>
    route.request().method() === 'PATCH' ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), purchase_date: '2999-01-01' }) }) : route.continue(),
  );
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await form.getByLabel('Notes').fill('Loose, soft head');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  expect(await (await answer).json()).toMatchObject({ error: 'Purchase date cannot be in the future', field: 'purchase_date' });

  await expectFieldError(form.getByLabel('Purchase Date'), 'Purchase date cannot be in the future');
  await expect(form.getByLabel('Purchase Date')).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectNoSchemaPaths(page);
  expect((await api.json<{ notes: string }>('GET', `/inventory/${item.id}`)).notes).toBe('Loose');
});

test('on a small screen the refused field comes back into view below the sticky header', async ({ page, api }) => {
  const item = await leonardoCopy(api);
  await page.setViewportSize({ width: 390, height: 420 });
  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit item' });
  await form.getByLabel('Purchase Price').fill('-5');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const label = form.getByText('Purchase Price', { exact: true });
  await expect(label).not.toBeInViewport();
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expectFieldError(form.getByLabel('Purchase Price'), 'Purchase price must be 0 or more');
  // Nothing (the sticky header) lies over the field's label.
  expect(await label.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
  })).toBe(true);
});

test('Add Another Copy refuses a future date and a bad price beside each field, focusing the first', async ({ page, api }) => {
  const item = await leonardoCopy(api);
  await page.goto(`/collection/${item.id}`);
  await page.getByRole('dialog').first().getByRole('button', { name: 'Add Copy' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Another Copy' });
  const date = modal.getByLabel('Purchase Date');
  await expect(date).toHaveAttribute('max', await browserToday(page));
  await expect(modal.getByLabel('Notes')).toHaveAttribute('maxlength', '10000');

  await modal.getByLabel('Purchase Price').fill('1000000.01');
  await date.fill('2999-01-01');
  await modal.getByRole('button', { name: 'Add Copy' }).click();
  await expectFieldError(modal.getByLabel('Purchase Price'), 'Purchase price must be 1,000,000 or less');
  await expectFieldError(date, 'Purchase date cannot be in the future');
  await expect(modal.getByLabel('Purchase Price')).toBeFocused();
  await expectNoSchemaPaths(page);
  expect((await api.json<{ total_copies: number }>('GET', `/inventory/figure/${(await api.figure('Leonardo', 1988)).id}/copies`)).total_copies).toBe(1);
});

test('Add a Sale names the missing price and date', async ({ page, api }) => {
  const don = await api.figure('Donatello', 1988);
  await page.goto(`/figures/${don.id}`);
  const card = page.getByRole('region', { name: 'Add a Sale' });
  await card.getByLabel('Title (optional)').fill('Donatello at a toy show');
  await card.getByRole('button', { name: 'Add Sale' }).click();
  await expectFieldError(card.getByLabel('Price', { exact: true }), 'Price is required');
  await expectFieldError(card.getByLabel('Date Sold'), 'Date sold is required');
  await expect(card.getByLabel('Price', { exact: true })).toBeFocused();
  await expect(card.getByLabel('Date Sold')).toHaveAttribute('min', '1988-01-01');
  await expectNoSchemaPaths(page);
});

test.describe('west of Greenwich', () => {
  // Los Angeles: tomorrow here can already be today somewhere on Earth, which the server would take.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("a purchase date after the collector's own today is in the future", async ({ page, api }) => {
    const item = await leonardoCopy(api);
    await page.goto(`/inventory/${item.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit item' });
    const date = form.getByLabel('Purchase Date');
    await expect(date).toHaveAttribute('max', await browserToday(page));
    await date.fill(await browserToday(page, 1));
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectFieldError(date, 'Purchase date cannot be in the future');

    await date.fill(await browserToday(page));
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toHaveCount(0);
    expect((await api.json<{ purchase_date: string }>('GET', `/inventory/${item.id}`)).purchase_date).toBe(await browserToday(page));
  });
});

test.describe('east of Greenwich', () => {
  // Kiritimati (UTC+14): today here is often tomorrow on the server's UTC clock, and must still be taken.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("the collector's own today is never refused as the future", async ({ page, api }) => {
    const item = await leonardoCopy(api);
    await page.goto(`/inventory/${item.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit item' });
    const today = await browserToday(page);
    await form.getByLabel('Purchase Date').fill(today);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toHaveCount(0);
    expect((await api.json<{ purchase_date: string }>('GET', `/inventory/${item.id}`)).purchase_date).toBe(today);
  });
});
