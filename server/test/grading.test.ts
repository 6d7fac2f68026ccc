import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GRADING, photoRequirementsFor, questionsFor, PACKAGING_STATUSES, type GradeCost, type PackagingStatus } from '@tmnt/domain';
import type { Ai, AiGradeRequest } from '../src/grading/ai/index.ts';
import { PhotoStore } from '../src/photos/index.ts';
import { HttpError } from '../src/http/errors.ts';
import { CARDED_ANSWERS } from './support/questionnaires.ts';
import { buildTestApp, figureId, tempDataDir } from './helpers.ts';
import { multipart, type FormFile } from './support/multipart.ts';
import { sampleAiAnswer } from './support/fake-ai.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

// ---------- Helpers ----------

async function newCopy(app: App, db: Parameters<typeof figureId>[0]): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const item = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}`)).json();
const history = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}/grades`)).json();

const COST: GradeCost = { model: 'claude-test', input_tokens: 12_000, output_tokens: 900, usd: 0.0495 };

/** An AI that answers at once with a valid grade (or throws what `failure` holds), recording what it was asked. */
function instantAi(): { ai: Ai; requests: AiGradeRequest[]; failure: { error: HttpError | null } } {
  const requests: AiGradeRequest[] = [];
  const failure: { error: HttpError | null } = { error: null };
  return {
    requests,
    failure,
    ai: {
      status: { configured: true, provider: 'anthropic', model: 'claude-test', message: null },
      grader: {
        provider: 'anthropic',
        model: 'claude-test',
        async grade(request) {
          requests.push(request);
          if (failure.error) throw failure.error;
          return { answer: sampleAiAnswer(), cost: COST };
        },
      },
    },
  };
}

/** A plain photo; each colour gives different bytes, so a different stored file. */
const photo = (colour: string, width = 1200, height = 900) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

const colourOf = (n: number) => `#${(0x203040 + n * 0x0a0b0c).toString(16).slice(-6)}`;


/** The grading form: one photo per requirement named, photos first (as their index order), the packaging last. */
async function gradingForm(packaging: string, photos: { requirement: string; file: FormFile }[], extra: [string, string][] = []) {
  const entries: [string, string | FormFile][] = [];
  photos.forEach((p, i) => entries.push([`photo_${i}`, p.file], [`photo_${i}_requirement`, p.requirement]));
  return multipart([...entries, ...extra, ['packaging_status', packaging]]);
}

const required = (packaging: PackagingStatus) => photoRequirementsFor(packaging).filter((r) => r.required).map((r) => r.name);

/** A photo for each required requirement of the packaging, each a different picture. */
async function requiredPhotos(packaging: PackagingStatus): Promise<{ requirement: string; file: FormFile }[]> {
  return Promise.all(required(packaging).map(async (requirement, i) => ({ requirement, file: { data: await photo(colourOf(i)), filename: `shot-${i}.jpg` } })));
}

const grade = (app: App, id: number, body: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: `/api/inventory/${id}/grade`, ...body });

const uploadsIn = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')) : []);

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


const gradeManually = (app: App, id: number | string, payload: object) => app.inject({ method: 'POST', url: `/api/inventory/${id}/grade-manual`, payload });

// ---------- Questions, photo requirements, setup ----------

describe('grading questions and photo requirements', () => {
  it('serve the question set and the photo requirements of each packaging status', async () => {
    const { app } = await buildTestApp();
    for (const packaging of PACKAGING_STATUSES) {
      const questions = await app.inject(`/api/grading/questions?packaging=${packaging}`);
      expect(questions.statusCode).toBe(200);
      expect(questions.json()).toEqual(JSON.parse(JSON.stringify(questionsFor(packaging))));
      const requirements = await app.inject(`/api/grading/photo-requirements?packaging=${packaging}`);
      expect(requirements.statusCode).toBe(200);
      expect(requirements.json()).toEqual(photoRequirementsFor(packaging));
    }
    expect((await app.inject('/api/grading/questions?packaging=LOOSE')).json().map((q: { id: string }) => q.id)).toContain('loose_accessories');
    expect((await app.inject('/api/grading/photo-requirements?packaging=MOC')).json()).toHaveLength(11);
  });

  it('refuse a packaging status that is not one, or none, naming the field', async () => {
    const { app } = await buildTestApp();
    for (const url of ['/api/grading/questions?packaging=BOXED', '/api/grading/photo-requirements?packaging=moc', '/api/grading/questions']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field).toBe('packaging');
    }
    expect((await app.inject('/api/grading/questions?packaging=BOXED')).json().error).toBe('Packaging must be one of: MOC, MIP, LOOSE, DAMAGED_PACKAGE');
  });

  it('say whether AI grading is set up, and what to set when not', async () => {
    const { app } = await buildTestApp();
    const setup = (await app.inject('/api/grading/setup')).json();
    expect(setup.ai).toMatchObject({ configured: false, provider: 'anthropic', model: null });
    expect(setup.ai.message).toMatch(/ANTHROPIC_API_KEY/);
    const configured = await buildTestApp({ ai: instantAi().ai });
    expect((await configured.app.inject('/api/grading/setup')).json()).toEqual({ ai: { configured: true, provider: 'anthropic', model: 'claude-test', message: null } });
  });
});

// ---------- Manual grading ----------

describe('manual grading', () => {
  it('scores a carded questionnaire, stores it on the item and in the history, and answers the grade result', async () => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    const before = Date.now();
    const res = await gradeManually(app, id, { responses: CARDED_ANSWERS, packaging_status: 'MOC' });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    // By hand: sum(weight x value) = 9125 over weight 100 -> 91 (A). Packaging: 6475 / 70 = 92.5 -> 93.
    // Confidence: figure_joints (weight 5) was "Cannot assess", so 95 of 100 was judged.
    expect(result).toMatchObject({
      letterGrade: 'A',
      overallGrade: 91,
      confidence: 95,
      breakdown: { paint: { score: 90 }, structure: { score: 80 }, joints: { score: 70 }, completeness: { score: 100 }, packaging: { score: 93 } },
      method: 'manual',
      grading_photos: [],
      cost: null,
    });
    expect(result.summary).toContain('Questionnaire grade A (91/100)');
    expect(result.recommendations).toContain('Display it in a relaxed pose so loose or stressed joints carry no weight.');
    expect(Date.parse(result.graded_at)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await item(app, id);
    expect(stored).toMatchObject({ ai_grade_overall: 91, ai_grade_date: result.graded_at, grading_photos: [] });
    expect(stored.ai_grade_details).toMatchObject({ method: 'manual', packagingStatus: 'MOC', letterGrade: 'A', confidence: 95, summary: result.summary });
    expect(stored.ai_grade_details.responses).toEqual(CARDED_ANSWERS);
    expect(stored.ai_grade_details.fullBreakdown.packagingCondition.score).toBe(93);

    expect(await history(app, id)).toEqual([
      { id: expect.any(Number), method: 'manual', packaging_status: 'MOC', overall: 91, letter_grade: 'A', graded_at: result.graded_at, grading_photos: [], cost: null },
    ]);
  });

  it('scores a loose questionnaire without a packaging score', async () => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    const responses = questionsFor('LOOSE').map((q) => ({ questionId: q.id, value: q.id === 'loose_cracks' ? 50 : 100 }));
    const res = await gradeManually(app, id, { responses, packaging_status: 'LOOSE' });
    expect(res.statusCode).toBe(200);
    // Weights sum to 100; loose_cracks (15) at 50 costs 750: 9250 / 100 -> 93 (A). Structure: (15 x 50 + 10 x 100) / 25 = 70.
    expect(res.json()).toMatchObject({ letterGrade: 'A', overallGrade: 93, breakdown: { structure: { score: 70 }, paint: { score: 100 } } });
    expect(res.json().breakdown).not.toHaveProperty('packaging');
  });

  const full = CARDED_ANSWERS;
  const cases: { name: string; responses: { questionId: string; value: number }[]; problems: string[] }[] = [
    { name: 'an unknown question', responses: [...full, { questionId: 'box_smell', value: 100 }], problems: ['box_smell is not a question of the carded set'] },
    { name: 'missing questions', responses: full.slice(2), problems: ['Not answered: card_creases, card_edges'] },
    { name: 'a question answered twice', responses: [...full, { questionId: 'card_edges', value: 100 }], problems: ['card_edges is answered more than once'] },
    {
      name: 'a value that is not one of the question\'s options',
      responses: full.map((r) => (r.questionId === 'card_creases' ? { ...r, value: 95 } : r)),
      problems: ['card_creases: 95 is not one of its answers (100, 90, 75, 55, 30, 10)'],
    },
    {
      name: 'every kind at once',
      responses: [...full.slice(1).map((r) => (r.questionId === 'price_sticker' ? { ...r, value: 99 } : r)), { questionId: 'box_smell', value: 1 }, { questionId: 'card_edges', value: 75 }],
      problems: ['price_sticker: 99 is not one of its answers (100, 85, 65, 40, 10)', 'box_smell is not a question of the carded set', 'card_edges is answered more than once', 'Not answered: card_creases'],
    },
  ];
  it.each(cases)('refuses $name, naming every problem, and stores nothing', async ({ responses, problems }) => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    const res = await gradeManually(app, id, { responses, packaging_status: 'MOC' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: problems.join('; '), field: 'responses', errors: problems.map((error) => ({ field: 'responses', error })) });
    expect(await item(app, id)).toMatchObject({ ai_grade_overall: null, ai_grade_details: null });
    expect(await history(app, id)).toEqual([]);
  });

  it('refuses a packaging status that is not one, and the loose set\'s ids for a carded copy', async () => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    const bad = await gradeManually(app, id, { responses: CARDED_ANSWERS, packaging_status: 'BOXED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'packaging_status', error: 'Packaging must be one of: MOC, MIP, LOOSE, DAMAGED_PACKAGE' });
    const wrongSet = await gradeManually(app, id, { responses: CARDED_ANSWERS, packaging_status: 'LOOSE' });
    expect(wrongSet.statusCode).toBe(400);
    expect(wrongSet.json().error).toContain('card_creases is not a question of the loose set');
    expect(await history(app, id)).toEqual([]);
    expect((await item(app, id)).ai_grade_overall).toBeNull();
  });

  it('answers 404 for an unknown item, and for its grades', async () => {
    const { app } = await buildTestApp();
    for (const id of ['999999', 'abc']) {
      const res = await gradeManually(app, id, { responses: CARDED_ANSWERS, packaging_status: 'MOC' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Item not found' });
    }
    expect((await app.inject('/api/inventory/999999/grades')).statusCode).toBe(404);
  });

  it('keeps every grade in the history, newest first; the item carries the latest', async () => {
    const { app, db } = await buildTestApp();
    const id = await newCopy(app, db);
    await gradeManually(app, id, { responses: CARDED_ANSWERS, packaging_status: 'MOC' });
    const loose = questionsFor('LOOSE').map((q) => ({ questionId: q.id, value: 100 }));
    const second = (await gradeManually(app, id, { responses: loose, packaging_status: 'LOOSE' })).json();
    const grades = await history(app, id);
    expect(grades.map((g: { packaging_status: string; overall: number }) => [g.packaging_status, g.overall])).toEqual([['LOOSE', 100], ['MOC', 91]]);
    expect(grades[0].id).toBeGreaterThan(grades[1].id);
    expect(await item(app, id)).toMatchObject({ ai_grade_overall: 100, ai_grade_date: second.graded_at });
    // The history goes with its copy.
    expect((await app.inject({ method: 'DELETE', url: `/api/inventory/${id}` })).statusCode).toBe(204);
    expect(await db.selectFrom('grade_history').selectAll().execute()).toEqual([]);
  });
});

// ---------- AI grading: photo intake ----------

describe('AI grading', () => {
  it('takes the photos in, strips their metadata, stores them by content and the AI grade with them', async () => {
    const { ai, requests } = instantAi();
    const { app, db, dataDir } = await buildTestApp({ ai });
    const id = await newCopy(app, db);
    const photos = await requiredPhotos('MOC');
    // The first is straight from a phone: EXIF with where it was taken.
    photos[0].file.data = await sharp(await photo('#806040'))
      .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4600/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 5600/100' } })
      .jpeg()
      .toBuffer();
    expect(hasGps((await sharp(photos[0].file.data).metadata()).exif)).toBe(true);

    const res = await grade(app, id, await gradingForm('MOC', photos, [['expected_accessories', JSON.stringify(['Katana (2)', 'Weapon rack'])]]));
    expect(res.statusCode).toBe(200);
    const result = res.json();
    const answer = sampleAiAnswer();
    expect(result).toMatchObject({
      method: 'ai',
      letterGrade: answer.letterGrade,
      overallGrade: answer.overallGrade,
      confidence: answer.confidence,
      summary: answer.summary,
      recommendations: answer.recommendations,
      cost: COST,
      breakdown: {
        paint: { score: answer.fullBreakdown.paintCondition.score },
        structure: { score: answer.fullBreakdown.structuralIntegrity.score },
        joints: { score: answer.fullBreakdown.jointCondition.score },
        completeness: { score: answer.fullBreakdown.completeness.score },
        packaging: { score: answer.fullBreakdown.packagingCondition!.score },
      },
    });

    // One stored JPEG per photo, in photo order, named by the SHA-256 of its bytes, with no metadata left.
    expect(result.grading_photos).toHaveLength(photos.length);
    expect(new Set(result.grading_photos).size).toBe(photos.length);
    for (const address of result.grading_photos) {
      expect(address).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);
      const file = fs.readFileSync(path.join(dataDir, 'uploads', path.basename(address)));
      expect(`${createHash('sha256').update(file).digest('hex')}.jpg`).toBe(path.basename(address));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
      expect(meta.exif).toBeUndefined();
    }
    expect(uploadsIn(dataDir).sort()).toEqual(result.grading_photos.map((a: string) => path.basename(a)).sort());

    // Served as JPEG, for good.
    const served = await app.inject(result.grading_photos[0]);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(fs.readFileSync(path.join(dataDir, 'uploads', path.basename(result.grading_photos[0]))))).toBe(true);
    expect(hasGps((await sharp(served.rawPayload).metadata()).exif)).toBe(false);
    // The folder is not listed.
    const folder = await app.inject('/uploads/');
    expect(folder.statusCode).toBe(404);
    expect(folder.body).not.toContain('.jpg');

    // The model got the resized copies with their requirements, the packaging's views and the accessories.
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request.figureName).toContain('Leonardo');
    expect(request.packaging).toBe('MOC');
    expect(request.photos.map((p) => p.requirement)).toEqual(required('MOC'));
    expect(request.requirementNames).toEqual(photoRequirementsFor('MOC').map((r) => r.name));
    expect(request.expectedAccessories).toEqual(['Katana (2)', 'Weapon rack']);
    for (const p of request.photos) {
      const meta = await sharp(p.jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(GRADING.modelLongEdge);
    }

    // Stored on the item and in the history.
    const stored = await item(app, id);
    expect(stored).toMatchObject({ ai_grade_overall: answer.overallGrade, ai_grade_date: result.graded_at, grading_photos: result.grading_photos });
    expect(stored.ai_grade_details).toMatchObject({ ...JSON.parse(JSON.stringify(answer)), method: 'ai', packagingStatus: 'MOC', cost: COST });
    expect(await history(app, id)).toEqual([
      { id: expect.any(Number), method: 'ai', packaging_status: 'MOC', overall: answer.overallGrade, letter_grade: answer.letterGrade, graded_at: result.graded_at, grading_photos: result.grading_photos, cost: COST },
    ]);

    // A questionnaire grade afterwards clears the item's photos (it was not made from them); the history keeps them.
    await gradeManually(app, id, { responses: CARDED_ANSWERS, packaging_status: 'MOC' });
    expect((await item(app, id)).grading_photos).toEqual([]);
    expect((await history(app, id))[1].grading_photos).toEqual(result.grading_photos);
  });

  it('accepts PNG, WebP and HEIC photos and stores each as an upright JPEG without metadata', async () => {
    const { app, db, dataDir } = await buildTestApp({ ai: instantAi().ai });
    const id = await newCopy(app, db);
    const photos = await requiredPhotos('LOOSE');
    // Stored sideways with an EXIF orientation, as phones do: left half red, right half blue.
    const sideways = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0000ff' } })
      .composite([{ input: await sharp({ create: { width: 600, height: 900, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/grading/photo.heic'));
    expect(hasGps((await sharp(heic).metadata()).exif)).toBe(true);
    photos[0].file = { data: await sharp(await photo('#123456')).png().toBuffer(), filename: 'front.png', type: 'image/png' };
    photos[1].file = { data: await sharp(await photo('#654321')).webp().toBuffer(), filename: 'back.webp', type: 'image/webp' };
    // A name and type that say nothing true: the bytes decide.
    photos[2].file = { data: heic, filename: 'left.bin', type: 'application/octet-stream' };
    photos[3].file = { data: sideways, filename: 'right.jpg' };

    const res = await grade(app, id, await gradingForm('LOOSE', photos));
    expect(res.statusCode).toBe(200);
    const files = res.json().grading_photos.map((a: string) => fs.readFileSync(path.join(dataDir, 'uploads', path.basename(a))));
    const metas = await Promise.all(files.map((f: Buffer) => sharp(f).metadata()));
    for (const meta of metas) {
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    expect(metas.slice(0, 4).map((m) => [m.width, m.height])).toEqual([[1200, 900], [1200, 900], [1000, 750], [900, 1200]]);
    // Turned upright: the left half of the sensor is now the top.
    const pixel = async (file: Buffer, left: number, top: number) => [...(await sharp(file).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    const [top, bottom] = [await pixel(files[3], 450, 100), await pixel(files[3], 450, 1100)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(50);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(50);
  });

  const refusals: { name: string; status: number; error: RegExp | string; form: (photos: { requirement: string; file: FormFile }[]) => Promise<{ payload: Buffer; headers: Record<string, string> }> }[] = [
    {
      name: 'a photo under 800x600, naming it',
      status: 400,
      error: 'photo_6 ("small.jpg"): Resolution too low: 500x400 (minimum 800x600 required)',
      form: async (photos) => {
        photos[6].file = { data: await photo('#111111', 500, 400), filename: 'small.jpg' };
        return gradingForm('MOC', photos);
      },
    },
    {
      name: 'a file named .jpg that is not an image',
      status: 400,
      error: 'photo_8 ("figure.jpg"): Not a JPEG, PNG, WebP or HEIC image',
      form: async (photos) => {
        photos[8].file = { data: Buffer.from('Not a photo at all, whatever its name says. '.repeat(2000)), filename: 'figure.jpg' };
        return gradingForm('MOC', photos);
      },
    },
    {
      name: 'a photo over 20 MB, with 413',
      status: 413,
      error: 'photo_8 ("huge.jpg") is larger than 20 MB, the most one photo may be',
      form: async (photos) => {
        photos[8].file = { data: Buffer.alloc(GRADING.maxPhotoBytes + 1, 0xff), filename: 'huge.jpg' };
        return gradingForm('MOC', photos);
      },
    },
    {
      name: 'a missing required photo, naming it',
      status: 400,
      error: 'Missing required photo for Mint on Card: Seal Integrity',
      form: (photos) => gradingForm('MOC', photos.filter((p) => p.requirement !== 'Seal Integrity')),
    },
    {
      name: 'a requirement that is not one of the packaging\'s, naming it',
      status: 400,
      error: /^photo_8 \("shot-8\.jpg"\): "Front View" is not a photo requirement for Mint on Card \(Front of Card, /,
      form: (photos) => gradingForm('MOC', photos.map((p, i) => (i === 8 ? { ...p, requirement: 'Front View' } : p))),
    },
    {
      name: 'more than 20 photos',
      status: 400,
      error: 'At most 20 photos can be graded at once',
      form: async (photos) => {
        const extra = await Promise.all(Array.from({ length: 12 }, async (_, i) => ({ requirement: 'Bubble Clarity', file: { data: await photo(colourOf(40 + i)), filename: `more-${i}.jpg` } })));
        return gradingForm('MOC', [...photos, ...extra]);
      },
    },
    {
      name: 'a packaging status that is not one',
      status: 400,
      error: 'Packaging must be one of: MOC, MIP, LOOSE, DAMAGED_PACKAGE',
      form: (photos) => gradingForm('BOXED', photos),
    },
    {
      name: 'expected accessories that are not a JSON list of names',
      status: 400,
      error: /^expected_accessories must be a JSON list of accessory names/,
      form: (photos) => gradingForm('MOC', photos, [['expected_accessories', 'Katana, Weapon rack']]),
    },
    {
      name: 'a field nobody listed',
      status: 400,
      error: 'Unknown field "notes"',
      form: (photos) => gradingForm('MOC', photos, [['notes', 'hello']]),
    },
  ];
  it.each(refusals)('refuses $name: nothing stored, no photo file left, the model not asked', async ({ status, error, form }) => {
    const { ai, requests } = instantAi();
    const { app, db, dataDir } = await buildTestApp({ ai });
    const id = await newCopy(app, db);
    const res = await grade(app, id, await form(await requiredPhotos('MOC')));
    expect(res.statusCode).toBe(status);
    if (typeof error === 'string') expect(res.json().error).toBe(error);
    else expect(res.json().error).toMatch(error);
    expect(requests).toEqual([]);
    expect(uploadsIn(dataDir)).toEqual([]);
    expect(await item(app, id)).toMatchObject({ ai_grade_overall: null, ai_grade_details: null, grading_photos: [] });
    expect(await history(app, id)).toEqual([]);
  });

  it('over HTTP, answers a refused photo and drops the rest of the upload, keeping the connection usable', async () => {
    const { app, db, dataDir } = await buildTestApp({ ai: instantAi().ai });
    const id = await newCopy(app, db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The first photo is refused at once; 20 MB more of the form is still to come.
    const filler = Array.from({ length: 4 }, (_, i): [string, FormFile] => [`photo_${i + 1}`, { data: Buffer.alloc(5 * 1024 * 1024, i), filename: `filler-${i}.jpg` }]);
    const body = await multipart([['photo_0', { data: Buffer.from('not a photo'), filename: 'front.jpg' }], ...filler, ['packaging_status', 'MOC']]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Settles once the answer is read and the whole request written: only then is the connection free again.
    const send = (method: string, url: string, payload?: Buffer, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => (req.writableFinished ? done() : req.once('finish', done)));
          const done = () => resolve({ status: res.statusCode!, body: text, reused: req.reusedSocket });
        });
        req.on('error', reject);
        req.end(payload);
      });
    try {
      const refused = await send('POST', `/api/inventory/${id}/grade`, body.payload, body.headers);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).error).toBe('photo_0 ("front.jpg"): Not a JPEG, PNG, WebP or HEIC image');
      const next = await send('GET', '/api/grading/setup');
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
    } finally {
      agent.destroy();
    }
    expect(uploadsIn(dataDir)).toEqual([]);
  });

  it('answers 503 naming what to set when the AI is not set up, before reading a photo', async () => {
    const { app, db, dataDir } = await buildTestApp();
    const id = await newCopy(app, db);
    // Not even a photo: the answer does not depend on what was sent.
    const res = await grade(app, id, await gradingForm('MOC', [{ requirement: 'Front of Card', file: { data: Buffer.from('not a photo'), filename: 'x.jpg' } }]));
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/^AI grading is not set up: enter an Anthropic API key in Settings/);
    expect(uploadsIn(dataDir)).toEqual([]);
  });

  it('answers 404 for an unknown item and 415 for a form that is not multipart', async () => {
    const { app, db } = await buildTestApp({ ai: instantAi().ai });
    const form = await gradingForm('MOC', await requiredPhotos('MOC'));
    expect((await grade(app, 999999, form)).statusCode).toBe(404);
    const id = await newCopy(app, db);
    const json = await app.inject({ method: 'POST', url: `/api/inventory/${id}/grade`, payload: { packaging_status: 'MOC' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the grading form as multipart/form-data');
  });

  it('stores nothing when the AI fails: the item keeps its grade, the new photos are removed, earlier ones stay', async () => {
    const { ai, requests, failure } = instantAi();
    const { app, db, dataDir } = await buildTestApp({ ai });
    const id = await newCopy(app, db);
    const photos = await requiredPhotos('MOC');
    const kept = (await grade(app, id, await gradingForm('MOC', photos))).json();
    expect(kept.grading_photos).toHaveLength(9);

    failure.error = new HttpError(502, 'The AI answer could not be read');
    const before = await item(app, id);
    // The same photos and one new one: only the new one's file is this grading's to remove.
    const again = [...photos, { requirement: 'Bubble Clarity', file: { data: await photo('#abcdef'), filename: 'new.jpg' } }];
    const res = await grade(app, id, await gradingForm('MOC', again));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'The AI answer could not be read' });
    expect(requests).toHaveLength(2);
    expect(requests[1].photos).toHaveLength(10);
    expect(await item(app, id)).toEqual(before);
    expect(await history(app, id)).toHaveLength(1);
    expect(uploadsIn(dataDir).sort()).toEqual(kept.grading_photos.map((a: string) => path.basename(a)).sort());
  });
});

describe('photo store', () => {
  it('keeps a file another grading stored its grade with, even when the grading that created it failed', async () => {
    const dir = path.join(tempDataDir(), 'uploads');
    const store = new PhotoStore(dir);
    const bytes = await photo('#336699');
    const failed = store.batch();
    const succeeded = store.batch();
    const address = await failed.add(bytes);
    expect(await succeeded.add(bytes)).toBe(address);
    await failed.settle(false);
    expect(fs.readdirSync(dir)).toEqual([path.basename(address)]);
    await succeeded.settle(true);
    expect(fs.readdirSync(dir)).toEqual([path.basename(address)]);

    // Created by two gradings that both failed: removed when the last one lets go.
    const other = await photo('#996633');
    const a = store.batch();
    const b = store.batch();
    await a.add(other);
    await b.add(other);
    await a.settle(false);
    expect(fs.readdirSync(dir)).toHaveLength(2);
    await b.settle(false);
    expect(fs.readdirSync(dir)).toEqual([path.basename(address)]);
  });
});
