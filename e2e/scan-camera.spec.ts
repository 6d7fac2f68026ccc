import { chromium, type Browser, type Page } from '@playwright/test';
import { writeBarcodeY4m } from './support/barcode-video.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

const CODE = '036000291452';
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface StoredItem {
  figure_id: number;
  condition: string;
}

/** A browser whose camera films a printed UPC-A (Chromium's fake capture device, fed our generated video). */
async function launchWithBarcodeCamera(code: string): Promise<Browser> {
  const video = writeBarcodeY4m(code);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

async function openCamera(page: Page, url: string) {
  await page.goto(`${url}/scan`);
  await page.getByRole('tab', { name: 'Camera Scan' }).click();
  await expect(page.getByRole('tab', { name: 'Camera Scan' })).toHaveAttribute('aria-selected', 'true');
}

/** What went wrong shows once, in the status line: the card above it says what to do, not the same again. */
async function expectProblemSaidOnce(page: Page, status: string | RegExp) {
  await expect(page.getByTestId('camera-status')).toHaveText(status);
  const said = (await page.getByTestId('camera-status').textContent())!;
  await expect(page.getByText(said, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('alert')).not.toContainText(said);
  await expect(page.getByRole('alert').getByRole('heading')).toHaveCount(1);
}

test('the camera reads a real barcode and adds its figure once, with the chosen condition', async ({ server, api }) => {
  const splinter = await api.figure('Splinter', 1988);
  await api.linkUpc(splinter.id, CODE);
  const browser = await launchWithBarcodeCamera(CODE);
  try {
    // axe needs a page of an explicit context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const wasmRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('.wasm') && wasmRequests.push(request.url()));
    await page.goto(`${server.url}/scan`);
    await page.getByRole('combobox', { name: 'Condition' }).selectOption('Poor');
    await page.getByRole('tab', { name: 'Camera Scan' }).click();

    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scanning tips' })).toBeVisible();
    await expect(page.getByTestId('scan-success')).toContainText('Splinter', { timeout: 20_000 });
    await expect(page.getByTestId('scan-success')).toContainText('Poor');
    await expect(page.getByText('1 scanned')).toBeVisible();
    // ZXing may report a UPC-A as the EAN-13 it also is (a leading 0); the server reads both the same.
    await expect(page.getByTestId('camera-status')).toHaveText(new RegExp(`^Found 0?${CODE}$`));
    expect(Number(await page.getByTestId('frames-scanned').textContent())).toBeGreaterThan(0);
    // The decoder comes from our own server, never a CDN.
    expect(wasmRequests.length).toBeGreaterThan(0);
    for (const url of wasmRequests) expect(url.startsWith(server.url)).toBe(true);
    await expectAccessible(page);

    // The fake camera keeps filming the same box: it is added once, not again every two seconds.
    const framesBefore = Number(await page.getByTestId('frames-scanned').textContent());
    await page.waitForTimeout(3000);
    expect(Number(await page.getByTestId('frames-scanned').textContent())).toBeGreaterThan(framesBefore);
    const items = await api.json<StoredItem[]>('GET', '/inventory');
    expect(items.map((i) => [i.figure_id, i.condition])).toEqual([[splinter.id, 'Poor']]);

    // Leaving camera mode stops the camera.
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await expect(page.getByRole('textbox', { name: 'Enter UPC Code' })).toBeFocused();
    await expect(page.getByLabel('Camera preview')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test('a refused camera shows Camera Access Required, with a way back to Manual Entry', async ({ page, server }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openCamera(page, server.url);
  const card = page.getByRole('alert');
  await expect(card.getByRole('heading', { name: 'Camera Access Required' })).toBeVisible();
  await expect(card).toContainText('Enable camera permissions for this site in your browser settings');
  await expectProblemSaidOnce(page, 'Camera access denied');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Use Manual Entry' }).click();
  await expect(page.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Enter UPC Code' })).toBeFocused();
});

test('other camera failures show the browser message, or the fixed text without one', async ({ page, server }) => {
  await page.addInitScript(() => {
    let calls = 0;
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(++calls === 1 ? new DOMException('Could not start video source', 'NotReadableError') : new DOMException('', 'AbortError'));
  });
  await openCamera(page, server.url);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Camera unavailable' })).toBeVisible();
  await expectProblemSaidOnce(page, 'Could not start video source');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectProblemSaidOnce(page, 'Failed to access camera');
});

test('with no camera at all (headless Chromium has none), the camera mode says so once', async ({ page, server }) => {
  await openCamera(page, server.url);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Camera unavailable' })).toBeVisible();
  // The browser's own words (Chromium: 'Requested device not found').
  await expectProblemSaidOnce(page, /\S/);
  await expect(page.getByText('Camera unavailable')).toHaveCount(1);
});

test('without camera support, or on an insecure page, the camera mode says so', async ({ page, server }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  await openCamera(page, server.url);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Camera unavailable' })).toBeVisible();
  await expectProblemSaidOnce(page, 'Camera not supported on this device');

  await page.addInitScript(() => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
  });
  await openCamera(page, server.url);
  const card = page.getByRole('alert');
  await expect(card.getByRole('heading', { name: 'Camera unavailable' })).toBeVisible();
  await expect(card).toContainText('only allow the camera on pages opened over HTTPS or on localhost');
  await expectProblemSaidOnce(page, 'Camera needs HTTPS or localhost');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Use Manual Entry' }).click();
  await expect(page.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
});

test('a code the camera reads links with the format it was read as', async ({ server, api }) => {
  const browser = await launchWithBarcodeCamera(CODE);
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await openCamera(page, server.url);
    await expect(page.getByTestId('scan-error')).toContainText(`No figure found for UPC ${CODE}`, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Link this code to a figure' }).click();
    const picker = page.getByRole('dialog', { name: `Link UPC ${CODE}` });
    await expect(picker.getByRole('alert')).toHaveCount(0);
    await picker.getByRole('searchbox', { name: 'Search figures' }).fill('Splinter');
    await picker.getByRole('list', { name: 'Matching figures' }).getByRole('button').filter({ hasText: '1988' }).first().click();
    await expect(page.getByTestId('scan-success')).toContainText('Splinter');
    const splinter = await api.figure('Splinter', 1988);
    const codes = await api.json<{ code: string; format: string }[]>('GET', `/figures/${splinter.id}/upcs`);
    // ZXing may report the UPC-A as the EAN-13 it also is; either way the format travels with the code.
    expect(codes).toHaveLength(1);
    expect(codes[0].code).toBe(CODE);
    expect(['upc_a', 'ean_13']).toContain(codes[0].format);
  } finally {
    await browser.close();
  }
});
