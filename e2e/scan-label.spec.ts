import { chromium } from '@playwright/test';
import { writeQrY4m } from './support/barcode-video.ts';
import { expect, test } from './support/fixtures.ts';

// A place's label scanned with the app's camera scanner opens the place (issue 38 point 2): the QR code as the labels
// print it, filmed by Chromium's fake camera, read by the same decoder the Scan page reads barcodes with.

test('the camera scanner reads a place\'s label and opens the place', async ({ server, api }) => {
  const garage = await api.json<{ id: number }>('POST', '/places', { name: 'Garage' });
  const tote = await api.json<{ id: number }>('POST', '/places', { name: 'Tote B', parent_id: garage.id });
  // The label was printed at the address a phone opens; the page opens it wherever the app is opened.
  const video = writeQrY4m(`https://192.168.1.20:3000/places/${tote.id}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${server.url}/scan`);
    await page.getByRole('tab', { name: 'Camera Scan' }).click();
    await expect(page).toHaveURL(`${server.url}/places/${tote.id}`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tote B');
    await expect(page.getByRole('navigation', { name: 'Places it is in' })).toContainText('Garage');
  } finally {
    await browser.close();
  }
});
