import type { Page } from '@playwright/test';
import { checkCodeForLink } from '@tmnt/domain';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';

// Valid check digits; none of them is in the catalogue until a test links it.
const LEO_UPC = '036000291452';
const RAPH_UPC = '012345678905';
const SHREDDER_UPC = '042100005264';

interface StoredItem {
  id: number;
  figure_id: number;
  name: string;
  condition: string;
}

const inventory = (api: Api) => api.json<StoredItem[]>('GET', '/inventory');
const upcField = (page: Page) => page.getByRole('textbox', { name: 'Enter UPC Code' });

async function openScan(page: Page) {
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Scan Figures' })).toBeVisible();
  await expect(upcField(page)).toBeFocused();
}

test('manual entry is the default mode, with accessible tabs, Good as condition and the USB scanner tips', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await openScan(page);
  // The camera code and its WebAssembly decoder are not loaded until Camera Scan is opened.
  expect(loaded.filter((url) => /CameraScanner|ponyfill|\.wasm/.test(url))).toEqual([]);
  const manualTab = page.getByRole('tab', { name: 'Manual Entry' });
  const cameraTab = page.getByRole('tab', { name: 'Camera Scan' });
  await expect(manualTab).toHaveAttribute('aria-selected', 'true');
  await expect(cameraTab).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Manual Entry' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveValue('Good');
  await expect(page.getByRole('combobox', { name: 'Condition' }).locator('option')).toHaveText(['Mint', 'Near Mint', 'Good', 'Fair', 'Poor']);
  await expect(upcField(page)).toHaveAttribute('placeholder', /^\d{13}$/);
  // The example is a code that would link: a valid EAN-13.
  expect(checkCodeForLink((await upcField(page).getAttribute('placeholder')) ?? '')).toMatchObject({ ok: true });
  await expect(page.getByText('Type or scan the 12-13 digit UPC and press Enter')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Using a USB handheld scanner' })).toBeVisible();
  await expect(page.getByText(/types the digits of the code and presses Enter/)).toBeVisible();
  await expect(page.getByText(/scanned$/)).toHaveCount(0);

  // Empty or blank input cannot be submitted.
  const lookup = page.getByRole('button', { name: 'Lookup UPC' });
  await expect(lookup).toBeDisabled();
  await upcField(page).fill('   ');
  await expect(lookup).toBeDisabled();
  await upcField(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // What cannot be a barcode stays in the field with its reason, and is not sent (words are offered add by name:
  // see add-by-name.spec.ts).
  await upcField(page).fill('#12-34!');
  await upcField(page).press('Enter');
  await expect(upcField(page)).toHaveValue('#12-34!');
  await expect(upcField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('"#12-34!" is not a barcode: a barcode has 4 to 32 letters or digits')).toBeInViewport();
  await expect(page.getByTestId('scan-error')).toHaveCount(0);
  await upcField(page).fill('');
  await expect(upcField(page)).not.toHaveAttribute('aria-invalid', 'true');

  // Arrow keys move between the tabs.
  await manualTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(cameraTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Camera Scan' })).toBeVisible();
  await expect.poll(() => loaded.some((url) => url.includes('CameraScanner'))).toBe(true);
  await cameraTab.press('ArrowRight');
  await expect(manualTab).toHaveAttribute('aria-selected', 'true');
  await expect(upcField(page)).toBeFocused();

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await upcField(page).fill('036');
  await expectAccessible(page);
});

test('a typed code adds its figure with the chosen condition, then clears and refocuses the field', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.linkUpc(leo.id, LEO_UPC);
  await openScan(page);

  await page.getByRole('combobox', { name: 'Condition' }).selectOption('Near Mint');
  await upcField(page).click();
  await page.keyboard.type(LEO_UPC);
  await expect(page.getByRole('button', { name: 'Lookup UPC' })).toBeEnabled();
  await page.keyboard.press('Enter');

  const success = page.getByTestId('scan-success');
  await expect(success).toContainText('Success!');
  await expect(success).toContainText('Leonardo');
  await expect(success).toContainText('Near Mint');
  await expect(page.getByText('1 scanned')).toBeVisible();
  await expect(upcField(page)).toHaveValue('');
  await expect(upcField(page)).toBeFocused();
  await expect(page.getByTestId('scan-log').getByRole('link', { name: 'Leonardo' })).toBeVisible();

  const items = await inventory(api);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ figure_id: leo.id, name: 'Leonardo', condition: 'Near Mint' });
  await expectAccessible(page);

  // A second scan: its card stays for 3 s, then goes; the count stays.
  await page.keyboard.type(`${LEO_UPC}\n`);
  await expect(page.getByText('2 scanned')).toBeVisible();
  await expect(success).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(success).toBeVisible();
  await expect(success).toBeHidden({ timeout: 2500 });
  await expect(page.getByText('2 scanned')).toBeVisible();
  expect(await inventory(api)).toHaveLength(2);
});

test('the Lookup UPC button submits too, and shows Looking up... while the server answers', async ({ page, api }) => {
  const raph = await api.figure('Raphael', 1988);
  await api.linkUpc(raph.id, RAPH_UPC);
  await openScan(page);
  // Hold the lookup answer so the busy state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/figures/lookup', async (route) => {
    await held;
    await route.continue();
  });

  await upcField(page).fill(RAPH_UPC);
  await page.getByRole('button', { name: 'Lookup UPC' }).click();
  await expect(page.getByText('Looking up figure...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Looking up...' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Condition' })).toBeDisabled();
  await expect(upcField(page)).toBeEnabled();
  release();
  await expect(page.getByTestId('scan-success')).toContainText('Raphael');
  await expect(page.getByRole('combobox', { name: 'Condition' })).toBeEnabled();
  expect((await inventory(api)).map((i) => [i.name, i.condition])).toEqual([['Raphael', 'Good']]);
});

test('a mistyped code says what is wrong with it; an unknown code offers linking; nothing is stored', async ({ page, api }) => {
  await openScan(page);

  await upcField(page).fill('036000291453');
  await upcField(page).press('Enter');
  const error = page.getByTestId('scan-error');
  await expect(error).toContainText('Error');
  await expect(error).toContainText('No figure found for 036000291453, which has a wrong check digit (the last digit): check it for a typo');
  await expect(upcField(page)).toHaveValue('');
  await expect(upcField(page)).toBeFocused();

  await page.keyboard.type(`${SHREDDER_UPC}\n`);
  await expect(error).toContainText(`No figure found for UPC ${SHREDDER_UPC}`);
  await expect(error.getByRole('button', { name: 'Link this code to a figure' })).toBeVisible();
  await expect(upcField(page)).toHaveValue('');
  await expect(upcField(page)).toBeFocused();
  await expect(page.getByText(/scanned$/)).toHaveCount(0);
  expect(await inventory(api)).toEqual([]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expectAccessible(page);
});

test('a mistyped code cannot be linked without a warning; the right one links, and its log row shows the copy', async ({ page, api }) => {
  await openScan(page);
  await page.keyboard.type('12345\n');
  await expect(page.getByTestId('scan-error')).toContainText('No figure found for 12345, which is not a complete UPC: a UPC-A has 12 digits');
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();

  const mistyped = page.getByRole('dialog', { name: 'Link UPC 12345' });
  const warning = mistyped.getByRole('alert');
  await expect(warning).toContainText('12345 is not a complete UPC: a UPC-A has 12 digits');
  await mistyped.getByRole('searchbox', { name: 'Search figures' }).fill('Donatello');
  const options = mistyped.getByRole('list', { name: 'Matching figures' }).getByRole('button');
  await expect(options.first()).toBeDisabled();
  await expectAccessible(page);
  await mistyped.getByRole('button', { name: 'Cancel' }).click();
  await expect(upcField(page)).toBeFocused();

  // The right code links, and the log's row for it shows the copy that was added instead of the error.
  await page.keyboard.type(`${SHREDDER_UPC}\n`);
  await expect(page.getByTestId('scan-error')).toContainText(`No figure found for UPC ${SHREDDER_UPC}`);
  const log = page.getByTestId('scan-log').getByRole('listitem');
  await expect(log).toHaveCount(2);
  await expect(log.first()).toContainText(SHREDDER_UPC);
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();
  const picker = page.getByRole('dialog', { name: `Link UPC ${SHREDDER_UPC}` });
  await expect(picker.getByRole('alert')).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Search figures' }).fill('Donatello');
  await picker.getByRole('list', { name: 'Matching figures' }).getByRole('button').filter({ hasText: '1988' }).first().click();
  await expect(page.getByTestId('scan-success')).toContainText('Donatello');
  await expect(log).toHaveCount(2);
  await expect(log.first().getByRole('link', { name: 'Donatello' })).toBeVisible();
  await expect(log.first()).not.toContainText('No figure found');
  await expect(log.nth(1)).toContainText('12345');
  const don = await api.figure('Donatello', 1988);
  expect(don.upcs).toEqual([SHREDDER_UPC]);
  expect((await inventory(api)).map((i) => i.figure_id)).toEqual([don.id]);
});

test('a label that is not a UPC links once the collector confirms it', async ({ page, api }) => {
  await openScan(page);
  await page.keyboard.type('tmnt-88-don\n');
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();
  const picker = page.getByRole('dialog', { name: 'Link UPC TMNT88DON' });
  await expect(picker.getByRole('alert')).toContainText('TMNT88DON is not a UPC: a UPC has only digits');
  await picker.getByRole('searchbox', { name: 'Search figures' }).fill('Donatello');
  const option = picker.getByRole('list', { name: 'Matching figures' }).getByRole('button').filter({ hasText: '1988' }).first();
  await expect(option).toBeDisabled();
  await picker.getByRole('checkbox', { name: /This is not a UPC/ }).check();
  await option.click();
  await expect(page.getByTestId('scan-success')).toContainText('Donatello');
  const don = await api.figure('Donatello', 1988);
  expect(don.upcs).toEqual(['TMNT88DON']);
  expect(await api.json('GET', `/figures/${don.id}/upcs`)).toMatchObject([{ code: 'TMNT88DON', format: 'other', source: 'collector' }]);
});

test('an add that fails shows the server message', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  await api.linkUpc(leo.id, LEO_UPC);
  await openScan(page);
  await page.route('**/api/inventory', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Database is read-only' } }) : route.continue(),
  );
  await page.keyboard.type(`${LEO_UPC}\n`);
  await expect(page.getByText('Adding to inventory...').or(page.getByTestId('scan-error'))).toBeVisible();
  await expect(page.getByTestId('scan-error')).toContainText('Database is read-only');
  await expect(upcField(page)).toBeFocused();

  // Answers without a message get the spec's fixed texts.
  await page.unroute('**/api/inventory');
  await page.route('**/api/inventory', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 502, body: 'Bad Gateway', contentType: 'text/plain' }) : route.continue(),
  );
  await page.keyboard.type(`${LEO_UPC}\n`);
  await expect(page.getByTestId('scan-error')).toContainText('Failed to add to inventory');
  await page.route('**/api/figures/lookup', (route) => route.fulfill({ status: 500, body: '', contentType: 'text/plain' }));
  await page.keyboard.type(`${LEO_UPC}\n`);
  await expect(page.getByTestId('scan-error')).toContainText('Failed to lookup UPC');
  await expect(upcField(page)).toHaveValue('');
  expect(await inventory(api)).toEqual([]);
  await expect(page.getByText(/scanned$/)).toHaveCount(0);
});

test('USB-style fast consecutive scans are all processed in order without a click', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const raph = await api.figure('Raphael', 1988);
  await api.linkUpc(leo.id, LEO_UPC);
  await api.linkUpc(raph.id, RAPH_UPC);
  await openScan(page);
  await page.getByRole('combobox', { name: 'Condition' }).selectOption('Fair');
  await upcField(page).focus();

  await page.keyboard.type(`${LEO_UPC}\n${RAPH_UPC}\n${LEO_UPC}\n`, { delay: 5 });

  await expect(page.getByText('3 scanned')).toBeVisible();
  await expect(upcField(page)).toHaveValue('');
  await expect(upcField(page)).toBeFocused();
  const items = await inventory(api);
  expect(items.map((i) => [i.figure_id, i.condition]).sort()).toEqual(
    [[leo.id, 'Fair'], [leo.id, 'Fair'], [raph.id, 'Fair']].sort(),
  );
  // In the order scanned: the session log lists newest first.
  await expect(page.getByTestId('scan-log').getByRole('link')).toHaveText(['Leonardo', 'Raphael', 'Leonardo']);
  const ids = items.map((i) => i.id).sort((a, b) => a - b);
  expect(items.find((i) => i.id === ids[1])?.figure_id).toBe(raph.id);
});

test('an unknown code can be linked to a figure, and then scans directly', async ({ page, api }) => {
  await openScan(page);
  await page.getByRole('combobox', { name: 'Condition' }).selectOption('Mint');
  await page.keyboard.type(`${SHREDDER_UPC}\n`);
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();

  const picker = page.getByRole('dialog', { name: `Link UPC ${SHREDDER_UPC}` });
  await expect(picker).toBeVisible();
  await expect(picker).toContainText('added as Mint');
  // Cancel closes the picker and stores nothing.
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();
  await expect(upcField(page)).toBeFocused();
  expect(await inventory(api)).toEqual([]);

  await page.getByRole('button', { name: 'Link this code to a figure' }).click();
  await expect(picker.getByRole('searchbox', { name: 'Search figures' })).toBeFocused();
  await picker.getByRole('searchbox', { name: 'Search figures' }).fill('zzzz no such figure');
  await expect(picker.getByText('No figures match “zzzz no such figure”.')).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search figures' }).fill('Donatello');
  const options = picker.getByRole('list', { name: 'Matching figures' }).getByRole('button');
  await expect(options.first()).toBeVisible();
  await expectAccessible(page);
  await options.filter({ has: page.getByText('Donatello', { exact: true }) }).filter({ hasText: '1988' }).click();
  await expect(picker).toBeHidden();

  await expect(page.getByTestId('scan-success')).toContainText('Donatello');
  await expect(page.getByText('1 scanned')).toBeVisible();
  const don = await api.figure('Donatello', 1988);
  expect(don.upc).toBe(SHREDDER_UPC);
  expect((await inventory(api)).map((i) => [i.figure_id, i.condition])).toEqual([[don.id, 'Mint']]);

  await expect(upcField(page)).toBeFocused();
  await page.keyboard.type(`${SHREDDER_UPC}\n`);
  await expect(page.getByText('2 scanned')).toBeVisible();
  await expect(page.getByTestId('scan-success')).toContainText('Donatello');
  expect(await inventory(api)).toHaveLength(2);
});

test('a code several figures share offers them as suggestions', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const raph = await api.figure('Raphael', 1988);
  await api.linkUpc(leo.id, LEO_UPC);
  await api.linkUpc(raph.id, LEO_UPC);
  await openScan(page);
  await page.keyboard.type(`${LEO_UPC}\n`);
  await expect(page.getByTestId('scan-error')).toContainText(`UPC ${LEO_UPC} is linked to 2 figures`);
  await page.getByRole('button', { name: 'Link this code to a figure' }).click();
  const picker = page.getByRole('dialog', { name: `Link UPC ${LEO_UPC}` });
  const suggested = picker.getByRole('region', { name: 'Figures that carry this code' }).getByRole('button');
  await expect(suggested).toHaveCount(2);
  await expect(suggested.first()).toContainText('carries this code');
  await suggested.filter({ hasText: 'Raphael' }).click();
  await expect(page.getByTestId('scan-success')).toContainText('Raphael');
  expect((await inventory(api)).map((i) => i.figure_id)).toEqual([raph.id]);
  // Choosing one of them remembers nothing: both still carry it.
  expect((await api.figure('Leonardo', 1988)).upcs).toEqual([LEO_UPC]);
  expect((await api.figure('Raphael', 1988)).upcs).toEqual([LEO_UPC]);
});

test('picking a condition with the mouse hands focus back to the UPC field, so the next scanner burst is not lost', async ({ page, api }) => {
  await api.linkUpc((await api.figure('Leonardo', 1988)).id, LEO_UPC);
  await openScan(page);
  const condition = page.getByLabel('Condition');

  // From the keyboard, focus stays on the select so the arrow keys can step through the options.
  await condition.focus();
  await page.keyboard.press('ArrowDown');
  await expect(condition).toHaveValue('Fair');
  await page.waitForTimeout(300);
  await expect(condition).toBeFocused();

  await condition.click();
  await condition.selectOption('Near Mint');
  await expect(upcField(page)).toBeFocused();
  await page.keyboard.type(`${LEO_UPC}\n`, { delay: 5 });
  await expect(page.getByTestId('scanned-count')).toHaveText('1 scanned');
  expect((await inventory(api)).map((i) => i.condition)).toEqual(['Near Mint']);
});
