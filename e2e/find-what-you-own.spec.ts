import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Finding what you own (issue 21 point 6): the search reads storage place, variant, notes and the figure's other
// names; packaging and storage place filter too, kept in the address; the item page shows all of it and the photos.

const cards = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Collection items' }).getByRole('listitem');

test('search storage, variant and aliases, filter by packaging and storage, and see it all on the item page', async ({ page, api }) => {
  const leo = await api.figure('Leonardo', 1988);
  const trek = await api.figure('Captain Leonardo', 1994);
  const samurai = await api.figure('Movie III Samurai Raphael', 1993);
  const loose = await api.addCopy({ figure_id: leo.id, condition: 'Good', packaging_type: 'Loose', storage_location: 'Tote B', variant: 'Soft head' });
  await api.addCopy({ figure_id: trek.id, condition: 'Mint', packaging_type: 'Sealed MOC', storage_location: 'Shelf 1' });
  await api.addCopy({ figure_id: samurai.id, condition: 'Near Mint', packaging_type: 'Sealed MOC', storage_location: 'Tote B', notes: 'From the 1993 show' });
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f7d32' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'shelf.jpg');
  expect((await fetch(`${api.url}/api/inventory/${loose.id}/photos`, { method: 'POST', body: form })).ok).toBe(true);

  await page.goto('/collection');
  const search = page.getByRole('searchbox', { name: 'Search' });
  // Newest first, as the collection lists them.
  for (const [typed, names] of [
    ['tote b', ['Movie III Samurai Raphael', 'Leonardo']],
    ['soft head', ['Leonardo']],
    ['kirk', ['Captain Leonardo']],
    ['movie 3', ['Movie III Samurai Raphael']],
  ] as const) {
    await search.fill(typed);
    await expect(cards(page).locator('[data-preview-anchor]')).toHaveText([...names]);
  }
  await search.fill('');
  await page.getByLabel('Packaging').selectOption('Sealed MOC');
  await page.getByLabel('Place', { exact: true }).selectOption({ label: 'Tote B' });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Movie III Samurai Raphael');
  await page.reload();
  await expect(page).toHaveURL(/packaging=Sealed\+MOC/);
  await expect(page.getByLabel('Place', { exact: true }).locator('option:checked')).toHaveText('Tote B');
  await expect(cards(page)).toHaveCount(1);
  await expectAccessible(page);

  await page.goto(`/inventory/${loose.id}`);
  await expect(page.getByText('Packaging', { exact: true }).locator('..')).toContainText('Loose');
  await expect(page.getByText('Storage', { exact: true }).locator('..')).toContainText('Tote B');
  await expect(page.getByText('Variant', { exact: true }).locator('..')).toContainText('Soft head');
  const photo = page.getByRole('list', { name: 'Your photos' }).getByRole('img', { name: 'Your photo 1' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/find-item-page.png', fullPage: true });
});
