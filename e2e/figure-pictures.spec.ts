import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Pictures (issue 21 point 4): a copy is shown by its own first photo, else its figure's picture, else a drawn
// placeholder, everywhere it is shown.

/** A photo of a figure on a plain background: a shell of `colour` on a light card, as a JPEG. */
function photo(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#f3efe6"/>
    <ellipse cx="300" cy="330" rx="170" ry="190" fill="${colour}"/>
    <circle cx="300" cy="120" r="80" fill="#4caf50"/>
    <rect x="220" y="95" width="160" height="36" rx="18" fill="#1d4ed8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const dialog = (page: Page) => page.getByRole('dialog').first();
const photosOf = (page: Page) => dialog(page).getByRole('region', { name: 'Photos' });
const cards = (page: Page) => page.getByRole('list', { name: 'Collection items' }).getByRole('listitem');

/** Whether the image has loaded real pixels (not a broken image); asked until it has (visible comes before loaded). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The address an image shows, without the origin. */
const shown = async (image: Locator) => new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;

interface StoredItem {
  image_url: string | null;
  thumbnail_url: string | null;
  photos: { id: number; url: string }[];
}

test('see the copy\'s own photo in the gallery and the top 10', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const raph = await api.figure('Raphael', 1988);
  const item = await api.addCopy({ figure_id: leo.id, condition: 'Mint', purchase_price: 30 });
  await api.addCopy({ figure_id: raph.id, condition: 'Good', purchase_price: 20 });

  // The collector adds their own photo of the copy in its dialog.
  await page.goto(`/collection/${item.id}`);
  await dialog(page).getByRole('button', { name: 'Edit' }).click();
  await photosOf(page).getByTestId('add-photo-input').setInputFiles({ name: 'leo-on-the-shelf.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f7d32') });
  await expect(photosOf(page).getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await expect(photosOf(page)).toContainText('Shown by your first photo');
  const own = (await api.json<StoredItem>('GET', `/inventory/${item.id}`)).photos[0].url;

  // The collection's gallery shows the copy by its photo; the copy with none by the drawn placeholder.
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Gallery' }).click();
  const leoCard = cards(page).filter({ hasText: 'Leonardo' }).getByRole('img', { name: 'Leonardo' });
  await expect.poll(() => loaded(leoCard)).toBe(true);
  expect(await shown(leoCard)).toBe(own);
  await expect(cards(page).filter({ hasText: 'Raphael' }).getByRole('img', { name: 'Raphael (no picture)' }).locator('svg')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/pictures-gallery.png' });

  // The list too, and the dashboard's top 10.
  await page.getByRole('button', { name: 'List' }).click();
  const leoRow = cards(page).filter({ hasText: 'Leonardo' }).getByRole('img', { name: 'Leonardo' });
  await expect.poll(() => loaded(leoRow)).toBe(true);
  expect(await shown(leoRow)).toBe(own);
  await page.goto('/');
  const top = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Leonardo/ }) }).getByRole('img', { name: 'Leonardo' });
  await expect.poll(() => loaded(top)).toBe(true);
  expect(await shown(top)).toBe(own);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Raphael/ }) }).getByRole('img', { name: 'Raphael (no picture)' })).toBeVisible();
});

test('a figure\'s picture is set on its page, or from a copy\'s own photo, and shows for copies with no photo of their own', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const first = await api.addCopy({ figure_id: leo.id, condition: 'Mint', purchase_price: 30 });
  const second = await api.addCopy({ figure_id: leo.id, condition: 'Good', purchase_price: 10 });

  await page.goto(`/figures/${leo.id}`);
  const input = page.getByTestId('figure-picture-input');
  // Checked by its bytes on the server, which says what is wrong.
  await input.setInputFiles({ name: 'leo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>not a picture</body></html>') });
  await expect(page.getByRole('alert')).toHaveText('"leo.jpg": Not a JPEG, PNG, WebP or HEIC image');
  await input.setInputFiles({ name: 'leo.png', mimeType: 'image/png', buffer: await sharp(await photo('#3f6f2a')).png().toBuffer() });
  const picture = page.getByRole('img', { name: 'Leonardo', exact: true });
  await expect.poll(() => loaded(picture)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  const figure = await api.json<{ image_url: string; thumbnail_url: string }>('GET', `/figures/${leo.id}`);
  expect(await shown(picture)).toBe(figure.image_url);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/pictures-figure.png' });

  // Both copies (no photos of their own) are shown by it: the thumbnail in the collection.
  await page.goto('/collection');
  const thumbnails = cards(page).getByRole('img', { name: 'Leonardo' });
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) {
    await expect.poll(() => loaded(thumbnail)).toBe(true);
    expect(await shown(thumbnail)).toBe(figure.thumbnail_url);
  }

  // One copy's own photo made the figure's picture: the other copy is shown by it.
  await page.goto(`/collection/${first.id}`);
  await dialog(page).getByRole('button', { name: 'Edit' }).click();
  await photosOf(page).getByTestId('add-photo-input').setInputFiles({ name: 'mine.jpg', mimeType: 'image/jpeg', buffer: await photo('#8d6e2f') });
  await photosOf(page).getByRole('button', { name: "Use photo 1 as the figure's picture" }).click();
  await expect(photosOf(page).getByRole('status')).toHaveText('Photo 1 is now the picture of Leonardo: its copies with no photo of their own show it.');
  const own = (await api.json<StoredItem>('GET', `/inventory/${first.id}`)).photos[0].url;
  expect(await api.json<StoredItem>('GET', `/inventory/${second.id}`)).toMatchObject({ image_url: own });

  // Removed on the figure's page: the copy with no photo shows the placeholder again.
  await page.goto(`/figures/${leo.id}`);
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('img', { name: 'Leonardo (no picture)' }).locator('svg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set picture' })).toBeVisible();
  await page.goto(`/collection/${second.id}`);
  await expect(dialog(page).getByRole('img', { name: 'Leonardo (no picture)' })).toBeVisible();
  await expect(photosOf(page)).toContainText('No picture yet');
});
