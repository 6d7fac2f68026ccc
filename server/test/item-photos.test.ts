import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ITEM_PHOTOS } from '@tmnt/domain';
import { readDataVersion } from '../src/db/app-state.ts';
import type { Db } from '../src/db/database.ts';
import { buildTestApp, figureId } from './helpers.ts';
import { multipart, type FormFile } from './support/multipart.ts';

// The collector's own photos of a copy (issue 13 point 5): on SQLite here, on PostgreSQL in npm run test:pg.

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
interface Photo {
  id: number;
  url: string;
  width: number;
  height: number;
}

async function newCopy(app: App, db: Db, name = 'Leonardo'): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, name, 1988), condition: 'Good' } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** A plain photo; each colour gives different bytes, so a different stored file. */
const jpeg = (colour: string, width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
const colourOf = (n: number) => `#${(0x203040 + n * 0x0a0b0c).toString(16).slice(-6)}`;

const upload = async (app: App, id: number | string, files: FormFile[]) =>
  app.inject({ method: 'POST', url: `/api/inventory/${id}/photos`, ...(await multipart(files.map((f) => ['photo', f]))) });

const removePhoto = (app: App, id: number | string, photoId: number | string) => app.inject({ method: 'DELETE', url: `/api/inventory/${id}/photos/${photoId}` });
const item = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}`)).json();
const uploadsIn = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).sort() : []);
const fileOf = (photo: Photo) => photo.url.slice('/uploads/'.length);

/** Whether a TIFF-format EXIF block (as sharp reports it) points to a GPS directory (tag 0x8825 in IFD0). */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray([exif.indexOf('II*\0'), exif.indexOf('MM\0*')].filter((at) => at >= 0)[0]);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

describe('adding a photo', () => {
  it('stores it re-encoded with no metadata (GPS gone), oriented and fitted, and lists it on the item', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    // A phone photo: 3000x1000 as stored, EXIF orientation 6 (shown turned a quarter: 1000x3000), with GPS.
    const original = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(hasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    const version = await readDataVersion(db);

    const res = await upload(app, id, [{ data: original, filename: 'IMG_0001.jpg' }]);
    expect(res.statusCode).toBe(200);
    const photos: Photo[] = res.json();
    // Turned upright, and its long edge brought down to 2048.
    expect(photos).toEqual([{ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.jpg$/), width: 683, height: ITEM_PHOTOS.longEdge }]);
    expect(await readDataVersion(db)).toBeGreaterThan(version);

    const stored = fs.readFileSync(path.join(dataDir, 'uploads', fileOf(photos[0])));
    expect(fileOf(photos[0])).toBe(`${createHash('sha256').update(stored).digest('hex')}.jpg`);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([683, 2048]);
    // No EXIF at all: no GPS, no camera, no orientation left to apply twice.
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();

    // The item (alone, in the list and among the figure's copies) carries it; the file is served.
    expect((await item(app, id)).photos).toEqual(photos);
    expect((await app.inject('/api/inventory')).json().find((i: { id: number }) => i.id === id).photos).toEqual(photos);
    expect((await app.inject('/api/inventory?condition=Good')).json()[0].photos).toEqual(photos);
    const copies = (await app.inject(`/api/inventory/figure/${await figureId(db, 'Leonardo', 1988)}/copies`)).json();
    expect(copies.copies[0].photos).toEqual(photos);
    const served = await app.inject(photos[0].url);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, stored)).toBe(0);
    const row = await db.selectFrom('item_photos').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ item_id: id, file_name: fileOf(photos[0]), width: 683, height: 2048, bytes: stored.length });
  });

  it('takes several in one upload, PNG and WebP too, adds them after the ones there, and keeps a small photo its size', async () => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    const first = (await upload(app, id, [{ data: await jpeg('#111111', 300, 200), filename: 'a.jpg' }])).json();
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const webp = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#00ff00' } }).webp().toBuffer();
    const res = await upload(app, id, [
      { data: png, filename: 'b.png', type: 'image/png' },
      { data: webp, filename: 'c.webp', type: 'image/webp' },
    ]);
    expect(res.statusCode).toBe(200);
    const photos: Photo[] = res.json();
    expect(photos.map((p) => [p.width, p.height])).toEqual([[300, 200], [400, 400], [500, 250]]);
    expect(photos[0]).toEqual(first[0]);
    // A transparent PNG is laid on white, not black.
    const { dominant } = await sharp(await (await app.inject(photos[1].url)).rawPayload).stats();
    expect(dominant).toEqual({ r: 248, g: 248, b: 248 });
  });

  it('refuses a file that is not an image, by its bytes, naming it, and stores nothing', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    const version = await readDataVersion(db);
    const res = await upload(app, id, [
      { data: await jpeg('#123456'), filename: 'good.jpg' },
      { data: Buffer.from('%PDF-1.4 not a photo at all'), filename: 'scan.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: '"scan.jpg": Not a JPEG, PNG, WebP or HEIC image', field: 'photo' });
    // Neither photo: the good one's file is removed with the refusal.
    expect((await item(app, id)).photos).toEqual([]);
    expect(uploadsIn(dataDir)).toEqual([]);
    expect(await readDataVersion(db)).toBe(version);
  });

  it('refuses a photo with too many pixels, a truncated one, a wrong field, an empty form and a body that is not a form', async () => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000000' } }).jpeg().toBuffer();
    const tooMany = await upload(app, id, [{ data: huge, filename: 'huge.jpg' }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('"huge.jpg": Too many pixels: 8000x6000 is 48 megapixels (at most 40 megapixels)');

    const whole = await jpeg('#654321');
    const cut = await upload(app, id, [{ data: whole.subarray(0, Math.floor(whole.length / 2)), filename: 'cut.jpg' }]);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toMatch(/^"cut\.jpg": Could not be read/);

    const wrongField = await app.inject({ method: 'POST', url: `/api/inventory/${id}/photos`, ...(await multipart([['picture', { data: whole, filename: 'x.jpg' }]])) });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe('Unknown field "picture": send each photo as a file in the field "photo"');

    const textField = await app.inject({ method: 'POST', url: `/api/inventory/${id}/photos`, ...(await multipart([['note', 'hello']])) });
    expect(textField.statusCode).toBe(400);
    expect(textField.json().error).toBe('Unknown field "note": send each photo as a file in the field "photo"');

    const empty = await app.inject({ method: 'POST', url: `/api/inventory/${id}/photos`, ...(await multipart([])) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Choose a photo to add (a file in the field "photo")');

    const json = await app.inject({ method: 'POST', url: `/api/inventory/${id}/photos`, payload: { photo: 'data:image/jpeg;base64,AAAA' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the photos as multipart/form-data (each a file in the field "photo")');
    expect((await item(app, id)).photos).toEqual([]);
  });

  it(`keeps at most ${ITEM_PHOTOS.maxPerCopy} photos on a copy`, async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    const files = await Promise.all(Array.from({ length: ITEM_PHOTOS.maxPerCopy + 1 }, async (_, n) => ({ data: await jpeg(colourOf(n), 64, 48), filename: `p${n}.jpg` })));
    // More than a copy may have in one upload: refused by the form's own limit.
    const all = await upload(app, id, files);
    expect(all.statusCode).toBe(400);
    expect(all.json().error).toBe(`At most ${ITEM_PHOTOS.maxPerCopy} photos can be added at once`);
    expect(uploadsIn(dataDir)).toEqual([]);

    expect((await upload(app, id, files.slice(0, 18))).statusCode).toBe(200);
    // 18 + 3 would pass the limit: nothing of the upload is kept.
    const over = await upload(app, id, files.slice(18, 21));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(`This copy has 18 of at most ${ITEM_PHOTOS.maxPerCopy} photos: remove some to add more`);
    expect(uploadsIn(dataDir)).toHaveLength(18);
    expect((await upload(app, id, files.slice(18, 20))).json()).toHaveLength(20);
    const full = await upload(app, id, files.slice(20));
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(`This copy has 20 of at most ${ITEM_PHOTOS.maxPerCopy} photos: remove one to add more`);
    expect((await item(app, id)).photos).toHaveLength(20);
  });

  it('answers 404 for an unknown or malformed copy', async () => {
    const { app } = await buildTestApp();
    const files = [{ data: await jpeg('#abcdef'), filename: 'a.jpg' }];
    for (const id of [999_999, 'abc']) {
      const res = await upload(app, id, files);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Item not found' });
    }
  });
});

describe('removing a photo', () => {
  it('answers the list without it and removes its file, unless another copy or a grade still names it', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    const other = await newCopy(app, db, 'Raphael');
    const shared = await jpeg('#0000aa');
    const [a, b, c] = (await upload(app, id, [
      { data: shared, filename: 'shared.jpg' },
      { data: await jpeg('#00aa00'), filename: 'own.jpg' },
      { data: await jpeg('#aa0000'), filename: 'graded.jpg' },
    ])).json() as Photo[];
    // The same picture on another copy: the same file.
    const [onOther] = (await upload(app, other, [{ data: shared, filename: 'again.jpg' }])).json() as Photo[];
    expect(fileOf(onOther)).toBe(fileOf(a));
    // A grade names the third file (grades name their photos by address).
    await db.updateTable('inventory_items').set({ grading_photos: JSON.stringify([c.url]) }).where('id', '=', other).execute();
    expect(uploadsIn(dataDir)).toHaveLength(3);

    const version = await readDataVersion(db);
    const afterB = await removePhoto(app, id, b.id);
    expect(afterB.statusCode).toBe(200);
    expect(afterB.json()).toEqual([a, c]);
    expect(await readDataVersion(db)).toBeGreaterThan(version);
    expect(uploadsIn(dataDir)).not.toContain(fileOf(b));

    expect((await removePhoto(app, id, a.id)).json()).toEqual([c]);
    expect((await removePhoto(app, id, c.id)).json()).toEqual([]);
    expect(uploadsIn(dataDir)).toEqual([fileOf(a), fileOf(c)].sort());
    expect((await item(app, id)).photos).toEqual([]);
    expect((await item(app, other)).photos).toEqual([onOther]);
  });

  it('answers 404 for an unknown copy, an unknown photo and another copy\'s photo', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    const other = await newCopy(app, db, 'Raphael');
    const [photo] = (await upload(app, id, [{ data: await jpeg('#101010'), filename: 'a.jpg' }])).json() as Photo[];
    expect((await removePhoto(app, 999_999, photo.id)).json()).toEqual({ error: 'Item not found' });
    expect((await removePhoto(app, 999_999, photo.id)).statusCode).toBe(404);
    for (const [copy, photoId] of [[id, 999_999], [id, 'abc'], [other, photo.id]] as const) {
      const res = await removePhoto(app, copy, photoId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Photo not found' });
    }
    expect((await item(app, id)).photos).toEqual([photo]);
    expect(uploadsIn(dataDir)).toEqual([fileOf(photo)]);
  });
});

describe('deleting a copy', () => {
  it('deletes its photo rows and the files nothing else names', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    const other = await newCopy(app, db, 'Raphael');
    const shared = await jpeg('#0000aa');
    const history = await jpeg('#aa00aa');
    const [own, onBoth, inHistory] = (await upload(app, id, [
      { data: await jpeg('#00aa00'), filename: 'own.jpg' },
      { data: shared, filename: 'shared.jpg' },
      { data: history, filename: 'history.jpg' },
    ])).json() as Photo[];
    await upload(app, other, [{ data: shared, filename: 'shared.jpg' }]);
    // An earlier grade of the other copy names the third file.
    await db
      .insertInto('grade_history')
      .values({ item_id: other, method: 'ai', packaging_status: 'LOOSE', overall: 80, letter_grade: 'B', graded_at: '2026-11-01T00:00:00.000Z', details: '{}', grading_photos: JSON.stringify([inHistory.url]) })
      .execute();

    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${id}` })).statusCode).toBe(204);
    expect(await db.selectFrom('item_photos').select('item_id').where('item_id', '=', id).execute()).toEqual([]);
    expect(uploadsIn(dataDir)).toEqual([fileOf(onBoth), fileOf(inHistory)].sort());
    expect(uploadsIn(dataDir)).not.toContain(fileOf(own));

    // The other copy goes too: now nothing names the shared file. (The file its grade history named is a grading
    // photo now: removing a copy leaves those, as before.)
    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${other}` })).statusCode).toBe(204);
    expect(await db.selectFrom('item_photos').selectAll().execute()).toEqual([]);
    expect(uploadsIn(dataDir)).toEqual([fileOf(inHistory)]);
  });
});

describe('the full export and import', () => {
  it('lists photo names per copy, and an import keeps only the photos whose files are here', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    const photos = (await upload(app, id, [
      { data: await jpeg('#111111', 320, 240), filename: 'a.jpg' },
      { data: await jpeg('#222222', 200, 300), filename: 'b.jpg' },
    ])).json() as Photo[];
    const exported = (await app.inject('/api/inventory/export/full')).json();
    expect(exported.copies[0].photos).toEqual(photos.map(fileOf));

    // Into another instance whose uploads folder has only the first file (e.g. copied by hand).
    const target = await buildTestApp();
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    fs.copyFileSync(path.join(dataDir, 'uploads', fileOf(photos[0])), path.join(target.dataDir, 'uploads', fileOf(photos[0])));
    const imported = await target.app.inject({ method: 'POST', url: '/api/inventory/import', payload: exported });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 1, skipped_existing: 0 });
    const copy = (await target.app.inject('/api/inventory')).json()[0];
    expect(copy.photos).toEqual([{ id: expect.any(Number), url: photos[0].url, width: 320, height: 240 }]);
    expect(fs.readdirSync(path.join(target.dataDir, 'uploads'))).toEqual([fileOf(photos[0])]);

    // An export from before photos were listed still imports; a name that could leave the folder is refused.
    const { photos: _dropped, ...older } = exported.copies[0];
    const bad = { ...exported.copies[0], created_at: '2020-01-01T00:00:00.000Z', photos: ['../../etc/passwd'] };
    const olderImport = await target.app.inject({ method: 'POST', url: '/api/inventory/import', payload: { ...exported, copies: [older] } });
    expect(olderImport.json()).toMatchObject({ imported: 0, skipped_existing: 1 });
    const again = await target.app.inject({ method: 'POST', url: '/api/inventory/import', payload: { ...exported, copies: [older, bad] } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'copies.2', error: expect.stringMatching(/^Copy 2: .*photos must be the names of photo files/) }]);
  });
});
