import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// The collector's own photos of a copy live on the server (issue 13 point 5, docs/decisions/015).

// A 2x2 red PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

interface StoredPhotos {
  photos: { id: number; url: string; width: number; height: number }[];
}

const dialog = (page: Page) => page.getByRole('dialog').first();
const photosOf = (page: Page) => dialog(page).getByRole('region', { name: 'Photos' });

/** Whether the image has loaded real pixels (not a broken image); asked until it has (visible comes before loaded). */
const loaded = (page: Page, name: string) => photosOf(page).getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('own photos are added and removed while editing, kept on the server for any browser', async ({ page, api, browser, baseURL }) => {
  const mike = await api.figure('Michaelangelo', 1988);
  const item = await api.addCopy({ figure_id: mike.id, condition: 'Good' });
  await page.goto(`/collection/${item.id}`);
  const photos = photosOf(page);
  await expect(photos.getByRole('button', { name: 'Add Photo' })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Edit' }).click();

  const input = photos.getByTestId('add-photo-input');
  // Checked by its bytes on the server, which says what is wrong.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(photos.getByRole('alert')).toHaveText('"notes.txt": Not a JPEG, PNG, WebP or HEIC image');
  await input.setInputFiles({ name: 'mike.png', mimeType: 'image/png', buffer: PNG });
  await expect(photos.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await expect(photos.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => loaded(page, 'Your photo 1')).toBe(true);

  // Stored on the server as a JPEG, nothing of it in this browser.
  const stored = await api.json<StoredPhotos>('GET', `/inventory/${item.id}`);
  expect(stored.photos).toEqual([{ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.jpg$/), width: 2, height: 2 }]);
  const file = await fetch(`${baseURL}${stored.photos[0].url}`);
  expect(file.headers.get('content-type')).toBe('image/jpeg');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('inventory-photos-')))).toEqual([]);

  // Another browser (a fresh context: no storage shared) sees it.
  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  await elsewhere.goto(`/collection/${item.id}`);
  await expect(photosOf(elsewhere).getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await expect.poll(() => loaded(elsewhere, 'Your photo 1')).toBe(true);
  await expect(photosOf(elsewhere).getByRole('button', { name: 'Remove photo 1' })).toHaveCount(0);

  await dialog(elsewhere).getByRole('button', { name: 'Edit' }).click();
  await photosOf(elsewhere).getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(photosOf(elsewhere).getByRole('img', { name: 'Your photo 1' })).toHaveCount(0);
  expect((await api.json<StoredPhotos>('GET', `/inventory/${item.id}`)).photos).toEqual([]);
  await other.close();

  await page.reload();
  await expect(photosOf(page).getByRole('img', { name: 'Your photo 1' })).toHaveCount(0);
});

test('photos an earlier version saved in this browser are offered for upload once, then cleared from it', async ({ page, api, browser, baseURL }) => {
  const mike = await api.figure('Michaelangelo', 1988);
  const item = await api.addCopy({ figure_id: mike.id, condition: 'Good' });
  const key = `inventory-photos-${item.id}`;
  await page.goto('/');
  // As the earlier version kept them: a JSON list of image data URLs under the copy's key.
  await page.evaluate(([k, photo]) => localStorage.setItem(k, JSON.stringify([photo, photo])), [key, `data:image/png;base64,${PNG.toString('base64')}`]);

  await page.goto(`/collection/${item.id}`);
  const offer = photosOf(page).getByRole('status').filter({ hasText: 'saved only in this browser' });
  await expect(offer).toContainText('2 photos saved only in this browser');
  await expectAccessible(page);
  // Not now: offered again next time, nothing sent.
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(offer).toBeVisible();
  expect((await api.json<StoredPhotos>('GET', `/inventory/${item.id}`)).photos).toEqual([]);

  await offer.getByRole('button', { name: 'Upload to the server' }).click();
  await expect(photosOf(page).getByRole('img', { name: 'Your photo 2' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  expect((await api.json<StoredPhotos>('GET', `/inventory/${item.id}`)).photos).toHaveLength(2);

  // Not offered again, here or in another browser; the photos show in both.
  await page.reload();
  await expect(photosOf(page).getByRole('img', { name: 'Your photo 2' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  await elsewhere.goto(`/collection/${item.id}`);
  await expect(photosOf(elsewhere).getByRole('img', { name: 'Your photo 2' })).toBeVisible();
  await other.close();
});
