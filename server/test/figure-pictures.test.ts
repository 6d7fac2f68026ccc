// A figure's own picture (issue 21 point 4): set by an upload or from a copy's own photo, removed, and shown for
// every copy that has no photo of its own. On SQLite here, on PostgreSQL in npm run test:pg.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIGURE_PICTURE, ITEM_PHOTOS, type Figure, type InventoryItem, type ItemPhoto, type TopValuableItem } from '@tmnt/domain';
import { readDataVersion } from '../src/db/app-state.ts';
import { buildTestApp, figureId } from './helpers.ts';
import { multipart, type FormFile } from './support/multipart.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const STORED = /^\/uploads\/[0-9a-f]{64}\.jpg$/;

/** A plain photo; each colour gives different bytes, so a different stored file. */
const jpeg = (colour: string, width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

const setPicture = async (app: App, id: number | string, files: [string, string | FormFile][]) =>
  app.inject({ method: 'PUT', url: `/api/figures/${id}/image`, ...(await multipart(files)) });
const upload = (app: App, id: number | string, file: FormFile) => setPicture(app, id, [[FIGURE_PICTURE.field, file]]);
const removePicture = (app: App, id: number | string) => app.inject({ method: 'DELETE', url: `/api/figures/${id}/image` });
const useAsPicture = (app: App, itemId: number | string, photoId: number | string) =>
  app.inject({ method: 'POST', url: `/api/inventory/${itemId}/photos/${photoId}/figure-picture` });

const figure = async (app: App, id: number): Promise<Figure> => (await app.inject(`/api/figures/${id}`)).json();
const item = async (app: App, id: number): Promise<InventoryItem> => (await app.inject(`/api/inventory/${id}`)).json();
const listed = async (app: App, id: number): Promise<InventoryItem> => (await app.inject('/api/inventory')).json().find((i: InventoryItem) => i.id === id);
const topTen = async (app: App, id: number): Promise<TopValuableItem> => (await app.inject('/api/inventory/top-valuable')).json().find((i: TopValuableItem) => i.id === id);
const uploadsIn = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).sort() : []);
const fileOf = (address: string | null) => address!.slice('/uploads/'.length);

async function newCopy(app: App, figure: number, purchasePrice?: number): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: figure, condition: 'Good', ...(purchasePrice && { purchase_price: purchasePrice }) } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function addOwnPhoto(app: App, itemId: number, colour: string): Promise<ItemPhoto> {
  const res = await app.inject({ method: 'POST', url: `/api/inventory/${itemId}/photos`, ...(await multipart([['photo', { data: await jpeg(colour, 320, 240), filename: 'own.jpg' }]])) });
  expect(res.statusCode).toBe(200);
  return res.json().at(-1);
}

/** Where a copy is shown: alone, in the whole list, in a filtered list, among its figure's copies and in the top 10. */
async function everywhere(app: App, id: number) {
  const copy = await item(app, id);
  const copies = (await app.inject(`/api/inventory/figure/${copy.figure_id}/copies`)).json().copies as InventoryItem[];
  const filtered = (await app.inject(`/api/inventory?figure_id=${copy.figure_id}`)).json() as InventoryItem[];
  const shown = [copy, await listed(app, id), filtered.find((i) => i.id === id)!, copies.find((i) => i.id === id)!, await topTen(app, id)];
  return shown.map(({ image_url, thumbnail_url }) => ({ image_url, thumbnail_url }));
}

describe('setting a figure\'s picture', () => {
  it('stores it checked, upright, without metadata and fitted, with a small thumbnail, and every copy of the figure shows it', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await newCopy(app, leo, 25);
    const version = await readDataVersion(db);
    // A phone photo: 3000x1000 as stored, EXIF orientation 6 (upright it is 1000x3000), with its camera named.
    const original = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'TestPhone', Model: 'X1' } })
      .toBuffer();

    const res = await upload(app, leo, { data: original, filename: 'leo.jpg' });
    expect(res.statusCode, res.body).toBe(200);
    const answered: Figure = res.json();
    expect(answered).toMatchObject({ id: leo, name: 'Leonardo', image_url: expect.stringMatching(STORED), thumbnail_url: expect.stringMatching(STORED) });
    expect(await figure(app, leo)).toEqual(answered);
    expect(await readDataVersion(db)).toBeGreaterThan(version);

    const stored = fs.readFileSync(path.join(dataDir, 'uploads', fileOf(answered.image_url)));
    expect(fileOf(answered.image_url)).toBe(`${createHash('sha256').update(stored).digest('hex')}.jpg`);
    const picture = await sharp(stored).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 683, ITEM_PHOTOS.longEdge]);
    expect([picture.exif, picture.orientation]).toEqual([undefined, undefined]);
    const thumbnail = await sharp(fs.readFileSync(path.join(dataDir, 'uploads', fileOf(answered.thumbnail_url)))).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 85, FIGURE_PICTURE.thumbnailEdge]);
    expect(thumbnail.exif).toBeUndefined();
    expect(uploadsIn(dataDir)).toEqual([fileOf(answered.image_url), fileOf(answered.thumbnail_url)].sort());
    // Served as any stored photo is.
    const served = await app.inject(answered.thumbnail_url!);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // The copy has no photo of its own: it is shown by its figure's picture (the thumbnail in lists).
    const shown = { image_url: answered.image_url, thumbnail_url: answered.thumbnail_url };
    expect(await everywhere(app, copy)).toEqual(Array(5).fill(shown));
  });

  it('takes a PNG or WebP too, and a new picture replaces the old one, whose files go', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const first: Figure = (await upload(app, leo, { data: await jpeg('#123456'), filename: 'a.jpg' })).json();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const res = await upload(app, leo, { data: png, filename: 'b.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const second: Figure = res.json();
    expect(second.image_url).not.toBe(first.image_url);
    expect(uploadsIn(dataDir)).toEqual([fileOf(second.image_url), fileOf(second.thumbnail_url)].sort());
    // A transparent PNG is laid on white, as on a page.
    const { dominant } = await sharp((await app.inject(second.image_url!)).rawPayload).stats();
    expect(dominant).toEqual({ r: 248, g: 248, b: 248 });
    // The same picture again: the same files, kept.
    const again: Figure = (await upload(app, leo, { data: png, filename: 'b.png', type: 'image/png' })).json();
    expect([again.image_url, again.thumbnail_url]).toEqual([second.image_url, second.thumbnail_url]);
    expect(uploadsIn(dataDir)).toEqual([fileOf(second.image_url), fileOf(second.thumbnail_url)].sort());
  });

  it('refuses a file that is not an image (a page or text named .jpg, an empty file), several files, a wrong field or no form, storing nothing', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const version = await readDataVersion(db);
    const before = await figure(app, leo);
    const notAnImage = '"leo.jpg": Not a JPEG, PNG, WebP or HEIC image';
    for (const data of [Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), Buffer.from('just some notes about Leonardo\n'), Buffer.alloc(0)]) {
      const res = await upload(app, leo, { data, filename: 'leo.jpg', type: 'image/jpeg' });
      expect([res.statusCode, res.json()]).toEqual([400, { error: notAnImage, field: 'image' }]);
    }
    const whole = await jpeg('#654321');
    const cut = await upload(app, leo, { data: whole.subarray(0, Math.floor(whole.length / 2)), filename: 'cut.jpg' });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toMatch(/^"cut\.jpg": Could not be read/);

    const two = await setPicture(app, leo, [['image', { data: whole, filename: 'a.jpg' }], ['image', { data: await jpeg('#111111'), filename: 'b.jpg' }]]);
    expect([two.statusCode, two.json()]).toEqual([400, { error: 'Send one picture: a figure has one', field: 'image' }]);
    const wrongField = await setPicture(app, leo, [['photo', { data: whole, filename: 'a.jpg' }]]);
    expect([wrongField.statusCode, wrongField.json()]).toEqual([400, { error: 'Unknown field "photo": send each photo as a file in the field "image"', field: 'photo' }]);
    const empty = await setPicture(app, leo, []);
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: 'Choose a photo to add (a file in the field "image")', field: 'image' }]);
    const json = await app.inject({ method: 'PUT', url: `/api/figures/${leo}/image`, payload: { image_url: 'https://example.org/leo.jpg' } });
    expect([json.statusCode, json.json()]).toEqual([415, { error: 'Send the picture as multipart/form-data (one file in the field "image")' }]);
    const text = await app.inject({ method: 'PUT', url: `/api/figures/${leo}/image`, headers: { 'content-type': 'text/plain' }, payload: 'leo' });
    expect(text.statusCode).toBe(415);

    expect(await figure(app, leo)).toEqual(before);
    expect(before.image_url).toBeNull();
    expect(uploadsIn(dataDir)).toEqual([]);
    expect(await readDataVersion(db)).toBe(version);
  });

  it('answers 404 for an unknown or malformed figure', async () => {
    const { app, dataDir } = await buildTestApp();
    const file = { data: await jpeg('#abcdef'), filename: 'a.jpg' };
    for (const id of [999_999, 'abc']) {
      const set = await upload(app, id, file);
      expect([set.statusCode, set.json()]).toEqual([404, { error: 'Figure not found' }]);
      const removed = await removePicture(app, id);
      expect([removed.statusCode, removed.json()]).toEqual([404, { error: 'Figure not found' }]);
    }
    expect(uploadsIn(dataDir)).toEqual([]);
  });
});

describe('removing a figure\'s picture', () => {
  it('clears both addresses and removes the files, and the copies show the placeholder', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await newCopy(app, leo);
    await upload(app, leo, { data: await jpeg('#224466'), filename: 'a.jpg' });
    const version = await readDataVersion(db);

    const res = await removePicture(app, leo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: leo, image_url: null, thumbnail_url: null });
    expect(await readDataVersion(db)).toBeGreaterThan(version);
    expect(uploadsIn(dataDir)).toEqual([]);
    expect(await everywhere(app, copy)).toEqual(Array(5).fill({ image_url: null, thumbnail_url: null }));
    // Removing it again changes nothing.
    expect((await removePicture(app, leo)).json()).toMatchObject({ image_url: null, thumbnail_url: null });
  });

  it('clears a picture set by address, whose thumbnail a later address never keeps', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    await upload(app, leo, { data: await jpeg('#224466'), filename: 'a.jpg' });
    const patched = await app.inject({ method: 'PATCH', url: `/api/figures/${leo}`, payload: { image_url: 'https://example.org/leo.jpg' } });
    expect(patched.json()).toMatchObject({ image_url: 'https://example.org/leo.jpg', thumbnail_url: null });
    expect((await removePicture(app, leo)).json()).toMatchObject({ image_url: null, thumbnail_url: null });
  });
});

describe('a copy\'s own photo', () => {
  it('comes first wherever the copy is shown, before its figure\'s picture', async () => {
    const { app, db } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const withPhoto = await newCopy(app, leo, 40);
    const without = await newCopy(app, leo, 30);
    const picture: Figure = (await upload(app, leo, { data: await jpeg('#224466'), filename: 'a.jpg' })).json();
    const first = await addOwnPhoto(app, withPhoto, '#aa2222');
    await addOwnPhoto(app, withPhoto, '#22aa22');

    expect(await everywhere(app, withPhoto)).toEqual(Array(5).fill({ image_url: first.url, thumbnail_url: first.url }));
    expect(await everywhere(app, without)).toEqual(Array(5).fill({ image_url: picture.image_url, thumbnail_url: picture.thumbnail_url }));
    // Its first photo removed: the next one.
    await app.inject({ method: 'DELETE', url: `/api/inventory/${withPhoto}/photos/${first.id}` });
    const [next] = (await item(app, withPhoto)).photos;
    expect(await everywhere(app, withPhoto)).toEqual(Array(5).fill({ image_url: next.url, thumbnail_url: next.url }));
  });

  it('is used as the figure\'s picture: the same file and a thumbnail of it, kept when the photo is removed from the copy', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await newCopy(app, leo);
    const other = await newCopy(app, leo);
    const old: Figure = (await upload(app, leo, { data: await jpeg('#224466'), filename: 'a.jpg' })).json();
    const photo = await addOwnPhoto(app, copy, '#aa2222');
    const version = await readDataVersion(db);

    const res = await useAsPicture(app, copy, photo.id);
    expect(res.statusCode, res.body).toBe(200);
    const answered: Figure = res.json();
    expect(answered).toMatchObject({ id: leo, image_url: photo.url, thumbnail_url: expect.stringMatching(STORED) });
    expect(answered.thumbnail_url).not.toBe(photo.url);
    expect(await readDataVersion(db)).toBeGreaterThan(version);
    const thumbnail = await sharp(fs.readFileSync(path.join(dataDir, 'uploads', fileOf(answered.thumbnail_url)))).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([FIGURE_PICTURE.thumbnailEdge, 192]);
    // The old picture's files are gone; the other copy is shown by the new picture.
    expect(uploadsIn(dataDir)).toEqual([fileOf(photo.url), fileOf(answered.thumbnail_url)].sort());
    expect(uploadsIn(dataDir)).not.toContain(fileOf(old.image_url));
    expect(await everywhere(app, other)).toEqual(Array(5).fill({ image_url: photo.url, thumbnail_url: answered.thumbnail_url }));

    // The photo removed from the copy (and the copy deleted): the figure still names the file, so it stays.
    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${copy}/photos/${photo.id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${copy}` })).statusCode).toBe(204);
    expect(uploadsIn(dataDir)).toEqual([fileOf(photo.url), fileOf(answered.thumbnail_url)].sort());
    expect((await app.inject(photo.url)).statusCode).toBe(200);
    expect(await figure(app, leo)).toEqual(answered);
  });

  it('answers 404 for an unknown copy, an unknown photo and another copy\'s photo, changing nothing', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const leo = await figureId(db, 'Leonardo', 1988);
    const copy = await newCopy(app, leo);
    const other = await newCopy(app, await figureId(db, 'Raphael', 1988));
    const photo = await addOwnPhoto(app, copy, '#aa2222');
    const files = uploadsIn(dataDir);
    for (const id of [999_999, 'abc']) expect((await useAsPicture(app, id, photo.id)).json()).toEqual({ error: 'Item not found' });
    for (const [itemId, photoId] of [[copy, 999_999], [copy, 'abc'], [other, photo.id]] as const) {
      const res = await useAsPicture(app, itemId, photoId);
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Photo not found' }]);
    }
    expect((await figure(app, leo)).image_url).toBeNull();
    expect(uploadsIn(dataDir)).toEqual(files);
  });
});
