import { chromium, type Page } from '@playwright/test';
import { photoRequirementsFor } from '@tmnt/domain';
import { expect, expectAccessible, type Api } from './support/fixtures.ts';
import { aiTest as test } from './support/grading.ts';
import { pngFile, writeNoiseY4m } from './support/noise-images.ts';

const LOOSE = photoRequirementsFor('LOOSE').map((r) => r.name);
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const KB_TEXT = /^\d[\d,]* KB$/;

async function leonardoCopy(api: Api) {
  const leo = await api.figure('Leonardo', 1988);
  return api.addCopy({ figure_id: leo.id, condition: 'Good' });
}

/** From the item page's AI Grade button to the upload step of a loose figure. */
async function openUploadStep(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'AI Grade' }).click();
  const wizard = page.getByRole('dialog', { name: /AI Figure Grading/ });
  await wizard.getByRole('button', { name: /^Loose/ }).click();
  await wizard.getByRole('button', { name: /^AI Photo Grading/ }).click();
  await expect(wizard).toContainText('AI Figure Grading · Upload Photos');
  return wizard;
}

const submitButton = (page: Page) => page.getByRole('button', { name: /more required photo|Photos for AI Grading/ });
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

test('photos are checked, compressed in the browser, removable, and counted towards submit', async ({ page, api }) => {
  // A dozen photos compressed in the browser, then an accessibility scan: near a minute on a busy 2-core machine.
  test.setTimeout(120_000);
  const item = await leonardoCopy(api);
  const wizard = await openUploadStep(page, `/inventory/${item.id}`);
  await expect(wizard.getByText('9 required photos for Loose.')).toBeVisible();
  await expect(wizard.getByTestId('photo-requirement')).toHaveCount(9);
  await expect(submitButton(page)).toHaveText('Add 9 more required photos');
  await expect(submitButton(page)).toBeDisabled();
  const front = wizard.getByLabel('Upload photos for Front View', { exact: true });

  // Too small and over-compressed: both discarded, each with its reason.
  await front.setInputFiles([pngFile('small.png', 500, 400), pngFile('flat.png', 1200, 900, { flat: true })]);
  const alert = page.getByRole('alertdialog', { name: 'Photo Quality Issue' });
  await expect(alert.getByRole('listitem')).toHaveText(['Resolution too low: 500x400 (minimum 800x600 required)', 'File size too small (over-compressed)']);
  await expect(alert).toContainText('small.png');
  await expect(alert).toContainText('flat.png');
  await expect(alert).toContainText('These photos were not added. Please retake with better lighting, a higher camera resolution and steady hands.');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectAccessible(page);
  // Escape closes the alert, not the wizard under it.
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  await expect(wizard).toBeVisible();
  await expect(wizard.getByTestId('photo-thumbnail')).toHaveCount(0);

  // A good photo: compressing, then its compressed size. Every state the thumbnail shows is recorded.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { photoStates: string[] }).photoStates = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="photo-status"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await front.setInputFiles(pngFile('front.png', 2000, 1500, { block: 8 }));
  const thumb = wizard.getByTestId('photo-thumbnail');
  await expect(thumb.getByTestId('photo-status')).toHaveText(KB_TEXT);
  const states = await page.evaluate(() => (window as unknown as { photoStates: string[] }).photoStates);
  expect(states).toHaveLength(2);
  expect(states[0]).toBe('Compressing...');
  // The preview is the compressed JPEG: 2000x1500 fitted within 1920x1080, and the size shown is its own.
  const preview = thumb.getByRole('img', { name: 'Photo 1: Front View' });
  const jpeg = await preview.evaluate(async (img: HTMLImageElement) => {
    const blob = await (await fetch(img.src)).blob();
    return { width: img.naturalWidth, height: img.naturalHeight, type: blob.type, size: blob.size, src: img.src };
  });
  expect(jpeg).toMatchObject({ width: 1440, height: 1080, type: 'image/jpeg' });
  expect(jpeg.size).toBeGreaterThan(50 * 1024);
  await expect(thumb.getByTestId('photo-status')).toHaveText(kb(jpeg.size));
  await expect(wizard.getByTestId('photo-summary')).toHaveText(`Compressed: 1/1Total size: ${kb(jpeg.size)}`);
  await expect(front.locator('..')).toHaveText('+ Add More');
  await expect(submitButton(page)).toHaveText('Add 8 more required photos');

  // Removing it takes it out of the count and frees its preview.
  await wizard.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(wizard.getByTestId('photo-thumbnail')).toHaveCount(0);
  await expect(wizard.getByTestId('photo-summary')).toHaveText('Compressed: 0/0Total size: 0 KB');
  await expect(submitButton(page)).toHaveText('Add 9 more required photos');
  expect(await page.evaluate((src) => fetch(src).then(() => 'still there', () => 'revoked'), jpeg.src)).toBe('revoked');

  // One photo per requirement: the label counts down, then submit opens.
  for (const [index, name] of LOOSE.entries()) {
    await wizard.getByLabel(`Upload photos for ${name}`, { exact: true }).setInputFiles(pngFile(`${index + 1}.png`, 1000, 750, { block: 8 }));
    await expect(wizard.getByRole('list', { name: `Photos for ${name}` }).getByTestId('photo-status')).toHaveText(KB_TEXT);
    const left = LOOSE.length - index - 1;
    await expect(submitButton(page)).toHaveText(left === 0 ? 'Submit 9 Photos for AI Grading' : `Add ${left} more required ${left === 1 ? 'photo' : 'photos'}`);
  }
  await expect(submitButton(page)).toBeEnabled();
  await expect(wizard.getByTestId('photo-summary')).toContainText('Compressed: 9/9');
  await expect(wizard.getByTestId('photo-thumbnail')).toHaveCount(9);
  expect(await wizard.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(LOOSE.map((name, i) => `Photo ${i + 1}: ${name}`));
  await expectAccessible(page);
  // The theme toggle is behind the modal: set the class it sets.
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectAccessible(page);
});

test('camera mode takes photos from the camera, by hand and by countdown, through the same check and compression', async ({ server, api }) => {
  // Two auto-capture waits (8 s + 5 s) and two 4 s pauses, with full-size photos to check and compress.
  test.setTimeout(120_000);
  const video = writeNoiseY4m();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video.file}`],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // Watches what the app asks of the camera and whether it lets go of it.
    await page.addInitScript(() => {
      const watched = window as unknown as { cameraAsks: MediaStreamConstraints[]; cameraTracks: MediaStreamTrack[] };
      watched.cameraAsks = [];
      watched.cameraTracks = [];
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        watched.cameraAsks.push(constraints ?? {});
        const stream = await original(constraints);
        watched.cameraTracks.push(...stream.getTracks());
        return stream;
      };
    });
    const item = await leonardoCopy(api);
    const wizard = await openUploadStep(page, `${server.url}/inventory/${item.id}`);
    await wizard.getByRole('button', { name: 'Camera Mode' }).click();

    const camera = page.getByRole('dialog', { name: 'Camera Mode' });
    await expect(camera.getByTestId('camera-counter')).toHaveText('Photo 1 of 9 · RequiredFront ViewThe whole figure from the front, standing');
    await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { cameraAsks: unknown[] }).cameraAsks)).toEqual([
      { video: { facingMode: 'environment', width: { min: 1280, ideal: 1920, max: 4096 }, height: { min: 720, ideal: 1440, max: 4096 } }, audio: false },
    ]);
    const dots = camera.getByRole('list', { name: 'Photo progress' }).getByRole('listitem');
    await expect(dots).toHaveText(LOOSE.map((name) => `${name}: no photo yet`));
    await expectAccessible(page);

    // By hand, with auto-capture off.
    const auto = camera.getByRole('switch', { name: 'Auto-capture' });
    await auto.click();
    await expect(auto).toHaveAttribute('aria-checked', 'false');
    await camera.getByRole('button', { name: 'Capture' }).click();
    await expect(camera.getByText('Photo Captured!')).toBeVisible({ timeout: 20_000 });
    await expect(camera.getByText(/^Preparing next photo in [1-4] seconds?$/)).toBeVisible();
    await expect(dots.first()).toHaveText('Front View: photo taken');
    await expect(camera.getByTestId('camera-counter')).toContainText('Photo 2 of 9 · RequiredBack View', { timeout: 10_000 });
    await expect(camera.getByText('Photo Captured!')).toHaveCount(0);

    // By countdown: 8 s to frame the shot, then 5, 4, ... and the photo is taken.
    await auto.click();
    await expect(camera.getByTestId('camera-countdown')).toHaveText('5', { timeout: 10_000 });
    await expect(camera.getByText('Photo Captured!')).toBeVisible({ timeout: 20_000 });
    await expect(dots.nth(1)).toHaveText('Back View: photo taken');

    await camera.getByRole('button', { name: 'Close camera' }).click();
    await expect(camera).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((t) => t.readyState))).toEqual(['ended']);

    // Both photos are in the upload step, compressed to fit 1920x1080 from the camera's 1920x1440.
    for (const name of ['Front View', 'Back View']) {
      const photos = wizard.getByRole('list', { name: `Photos for ${name}` });
      await expect(photos.getByTestId('photo-status')).toHaveText(KB_TEXT);
      expect(await photos.getByRole('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1440, 1080]);
    }
    await expect(wizard.getByTestId('photo-summary')).toContainText('Compressed: 2/2');
    await expect(submitButton(page)).toHaveText('Add 7 more required photos');
  } finally {
    await browser.close();
    video.remove();
  }
});

test("without a camera, camera mode says 'Unable to access camera' and what to do, and goes back to the photos", async ({ page, api }) => {
  const item = await leonardoCopy(api);
  const wizard = await openUploadStep(page, `/inventory/${item.id}`);
  // Headless Chromium has no camera at all.
  await wizard.getByRole('button', { name: 'Camera Mode' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Unable to access camera' });
  await expect(alert).toContainText('Please grant camera permissions for this site, close any other apps that are using the camera, and refresh the page.');
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Camera Mode' })).toHaveCount(0);
  await expect(wizard.getByRole('button', { name: 'Camera Mode' })).toBeFocused();
});
